// HTML from the CMS is sanitised before it reaches the DOM: no scripts, handlers or frames.
// DOMPurify is loaded on first use so pages without CMS HTML don't pay for it.
import { useEffect, useState } from 'react';

type Sanitize = (html: string) => string;
let sanitizer: Promise<Sanitize> | null = null;

export function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('dompurify').then(
    ({ default: DOMPurify }) =>
      (html: string) =>
        DOMPurify.sanitize(html, {
          USE_PROFILES: { html: true },
          FORBID_TAGS: ['style', 'form', 'iframe'],
          FORBID_ATTR: ['style'],
        }),
  );
  return sanitizer;
}

/** Plain text of an HTML fragment (titles, excerpts); DOMParser runs no scripts. */
export function htmlToText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    let live = true;
    void loadSanitizer().then(
      (sanitize) => live && setClean({ source: html, html: sanitize(html) }),
    );
    return () => {
      live = false;
    };
  }, [html]);
  if (!clean || clean.source !== html) return <div className={className} aria-busy="true" />;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean.html }} />;
}
