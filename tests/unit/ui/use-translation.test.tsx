// @vitest-environment happy-dom
// The screens' texts redraw when texts arrive (the rest of a language just after the start, the
// shop's own translations) or the language changes, and they do it as a transition: React draws
// the many dish cards that show texts in slices, handing the main thread back between them,
// instead of one long task on a phone.
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nContext } from 'react-i18next';
import i18next, { type i18n as I18n } from 'i18next';
import { useTranslation } from '../../../src/ui/use-translation.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let drawnNew = 0;
function Label({ id }: { id: number }) {
  const { t } = useTranslation();
  const text = t('weight');
  if (text === 'Вес') drawnNew++;
  // A card's worth of work, so that the whole list takes well over React's 5 ms slice.
  const until = performance.now() + 0.02;
  while (performance.now() < until);
  return <span data-id={id}>{text}</span>;
}

async function shop(count: number): Promise<{ i18n: I18n; root: Root; host: HTMLElement }> {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'ru', resources: { ru: { translation: {} }, en: { translation: {} } } });
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => {
    root.render(
      <I18nContext.Provider value={{ i18n }}>
        {Array.from({ length: count }, (_, i) => (
          <Label key={i} id={i} />
        ))}
      </I18nContext.Provider>,
    );
  });
  return { i18n, root, host };
}

let mounted: Root | null = null;
afterEach(() => {
  act(() => mounted?.unmount());
  mounted = null;
  drawnNew = 0;
  document.body.replaceChildren();
});

describe('useTranslation', () => {
  it('draws texts added after the start, and a new language', async () => {
    const { i18n, root, host } = await shop(3);
    mounted = root;
    expect(host.textContent).toBe('weightweightweight');
    await act(async () => {
      i18n.addResourceBundle('ru', 'translation', { weight: 'Вес' }, true, true);
    });
    expect(host.textContent).toBe('ВесВесВес');
    await act(async () => {
      i18n.addResourceBundle('en', 'translation', { weight: 'Weight' }, true, true);
      await i18n.changeLanguage('en');
    });
    expect(host.textContent).toBe('WeightWeightWeight');
  });

  it('redraws many components in slices, giving the main thread back between them', async () => {
    const count = 1500;
    const { i18n, root, host } = await shop(count);
    mounted = root;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      // A task queued beside the redraw: the number of components already drawn when it runs.
      const seen: number[] = [];
      const tick = () =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            seen.push(drawnNew);
            resolve();
          }, 0),
        );
      i18n.addResourceBundle('ru', 'translation', { weight: 'Вес' }, true, true);
      while (host.querySelectorAll('span')[count - 1]?.textContent !== 'Вес') await tick();
      // In one task, every tick would see none of them or all of them.
      expect(seen.some((n) => n > 0 && n < count)).toBe(true);
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    }
  });
});
