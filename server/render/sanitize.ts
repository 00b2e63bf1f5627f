// The server's sanitiser for CMS HTML, with the rules SafeHtml applies in the browser (DOMPurify):
// no scripts, styles, forms or frames, no event handlers or inline styles, safe link schemes only.
import sanitizeHtml from 'sanitize-html';
import { checkLink } from '../../src/domain/safe-link.ts';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((t) => t !== 'style'),
    'img',
    'figure',
    'figcaption',
    'picture',
    'source',
  ],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'srcset', 'alt', 'title', 'width', 'height', 'loading'],
    source: ['srcset', 'type', 'media'],
    '*': ['class', 'id', 'lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The shop's rule for every link (domain/safe-link.ts), as SafeHtml's DOMPurify hook applies it:
  // anything but http, https, tel, mailto and in-app paths loses its href; other sites open beside
  // the shop without access to it.
  transformTags: {
    a: (tagName, attribs) => {
      const { href, target, ...rest } = attribs;
      const link = href === undefined ? null : checkLink(href);
      if (!link || href === undefined) return { tagName, attribs: rest };
      if (link.kind === 'external')
        return {
          tagName,
          attribs: { ...rest, href, target: '_blank', rel: 'noopener noreferrer' },
        };
      return {
        tagName,
        attribs: target === undefined ? { ...rest, href } : { ...rest, href, target },
      };
    },
  },
};

const cache = new Map<string, string>();

export function sanitizeCmsHtml(html: string): string {
  let clean = cache.get(html);
  if (clean === undefined) {
    clean = sanitizeHtml(html, OPTIONS);
    if (cache.size > 2000) cache.clear();
    cache.set(html, clean);
  }
  return clean;
}
