// HTML from the CMS is sanitised before it reaches the DOM: no scripts, handlers or frames.
// In the browser DOMPurify is loaded on first use, so pages without CMS HTML don't pay for it. The
// server sanitises with its own library (setServerSanitizer); hydration then takes the server's
// result back from the page itself, so the first render matches it without loading DOMPurify.
import { useEffect, useMemo, useState } from 'react';
import { checkLink } from '../../domain/safe-link.ts';

type Sanitize = (html: string) => string;
let sanitizer: Promise<Sanitize> | null = null;
let serverSanitize: Sanitize | null = null;

/** The attribute that names a fragment by its source; never allowed inside CMS HTML itself. */
const MARK = 'data-safe-html';

export function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('dompurify').then(({ default: DOMPurify }) => {
    // After DOMPurify's own URL checks, the shop's rule for every link (domain/safe-link.ts):
    // anything but http, https, tel, mailto and in-app paths loses its href; other sites open
    // beside the shop without access to it.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName !== 'A' || !node.hasAttribute('href')) return;
      const link = checkLink(node.getAttribute('href'), window.location.origin);
      if (!link) {
        node.removeAttribute('href');
        node.removeAttribute('target');
      } else if (link.kind === 'external') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    return (html: string) =>
      DOMPurify.sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'form', 'iframe'],
        FORBID_ATTR: ['style', MARK],
      });
  });
  return sanitizer;
}

/** Server rendering: a synchronous sanitiser with the same rules (server/render/sanitize.ts). */
export function setServerSanitizer(sanitize: Sanitize) {
  serverSanitize = sanitize;
}

/** A short stable name for a source fragment (FNV-1a). */
export function fragmentKey(html: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < html.length; i++) {
    hash ^= html.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36) + html.length.toString(36);
}

function initial(html: string, key: string): { source: string; html: string } | null {
  if (serverSanitize) return { source: html, html: serverSanitize(html) };
  if (typeof document === 'undefined') return null;
  const rendered = document.querySelector(`[${MARK}="${key}"]:not([aria-busy])`);
  return rendered ? { source: html, html: rendered.innerHTML } : null;
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const key = useMemo(() => fragmentKey(html), [html]);
  const [clean, setClean] = useState(() => initial(html, key));
  useEffect(() => {
    if (clean?.source === html) return;
    let live = true;
    void loadSanitizer().then(
      (sanitize) => live && setClean({ source: html, html: sanitize(html) }),
    );
    return () => {
      live = false;
    };
  }, [html, clean]);
  if (!clean || clean.source !== html)
    return <div className={className} data-safe-html={key} aria-busy="true" />;
  return (
    <div
      className={className}
      data-safe-html={key}
      dangerouslySetInnerHTML={{ __html: clean.html }}
    />
  );
}
