// The demo's stand-in for Google's translate widget: served in the demo (production answers 404,
// safe-by-default.test.ts), and the storefront is told to load it instead of Google's.
import { describe, expect, it } from 'vitest';
import { testServer } from './harness.ts';

describe("the demo's translate widget stand-in", () => {
  it('is served as a script that defines the widget and calls the page back', async () => {
    const s = testServer();
    const res = await s.app.request('/api/dev/translate-element.js?cb=init');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    const code = await res.text();
    expect(code).toContain('google.translate.TranslateElement = TranslateElement');
    expect(code).toContain('googtrans');
    expect(() => new Function(code)).not.toThrow();
  });

  it('is the widget the demo storefront loads; TRANSLATE_WIDGET_URL overrides it', async () => {
    const demo = await (await testServer().app.request('/runtime-config.js')).text();
    expect(demo).toContain('"translateWidget":"/api/dev/translate-element.js"');
    const own = testServer({ TRANSLATE_WIDGET_URL: 'https://cdn.example/element.js' });
    const config = await (await own.app.request('/runtime-config.js')).text();
    expect(config).toContain('"translateWidget":"https://cdn.example/element.js"');
  });
});
