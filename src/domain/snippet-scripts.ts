// The shop's analytics snippets (SPEC.md §3 include.metrix and include.scripts) as scripts to run:
// the settings store asks whether there are any on every page, the analytics store (loaded after
// consent) runs them, the server allows their origins in its Content-Security-Policy.

/** One script of a snippet: an external file, or inline code run as written. */
export type SnippetScript =
  { kind: 'src'; src: string; async: boolean } | { kind: 'inline'; code: string };

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const ATTRIBUTE = (name: string) =>
  new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i');
/** Types a browser runs; JSON-LD and templates are data, not code. */
const RUNNABLE = /^(|text\/javascript|application\/javascript|module)$/i;

function attribute(attributes: string, name: string): string | null {
  const m = ATTRIBUTE(name).exec(attributes);
  return m ? (m[1] ?? m[2] ?? m[3] ?? '') : null;
}

/**
 * The scripts of the shop's snippets (HTML as the merchant pasted it), in order. <noscript> and
 * anything else is left out: a page run by JavaScript has no use for a no-script pixel.
 */
export function snippetScripts(
  ...snippets: readonly (string | null | undefined)[]
): SnippetScript[] {
  const scripts: SnippetScript[] = [];
  for (const html of snippets) {
    if (!html) continue;
    const withoutNoscript = html.replace(/<noscript\b[\s\S]*?<\/noscript\s*>/gi, '');
    for (const m of withoutNoscript.matchAll(SCRIPT)) {
      const attributes = m[1] ?? '';
      if (!RUNNABLE.test((attribute(attributes, 'type') ?? '').trim())) continue;
      const src = attribute(attributes, 'src');
      if (src !== null) {
        if (src.trim() !== '')
          scripts.push({
            kind: 'src',
            src: src.trim(),
            async: /\b(async|defer)\b/i.test(attributes),
          });
      } else if (m[2]!.trim() !== '') scripts.push({ kind: 'inline', code: m[2]! });
    }
  }
  return scripts;
}

/** The origins the scripts load from (absolute and protocol-relative addresses; not this site's). */
export function snippetOrigins(scripts: readonly SnippetScript[]): string[] {
  const origins = new Set<string>();
  for (const s of scripts) {
    if (s.kind !== 'src') continue;
    const url = s.src.startsWith('//') ? `https:${s.src}` : s.src;
    if (!/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // Not an address: nothing to allow.
    }
  }
  return [...origins];
}
