// The server's sanitiser for CMS HTML, with the rules SafeHtml applies in the browser (DOMPurify):
// no scripts, styles, forms or frames, no event handlers or inline styles, safe link schemes only.
import sanitizeHtml from 'sanitize-html';

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
