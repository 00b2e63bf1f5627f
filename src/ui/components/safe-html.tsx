// HTML from the CMS is sanitised before it reaches the DOM: no scripts, handlers or frames.
// DOMPurify is loaded on first use so pages without CMS HTML don't pay for it.
import { useEffect, useState } from 'react';
import { checkLink } from '../../domain/safe-link.ts';

type Sanitize = (html: string) => string;
let sanitizer: Promise<Sanitize> | null = null;

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
        FORBID_ATTR: ['style'],
      });
  });
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
