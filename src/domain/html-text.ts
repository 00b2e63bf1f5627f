// Plain text of an HTML fragment (post titles and excerpts, meta descriptions), without a DOM: the
// server renders it and the browser hydrates it, so both must get the same string.

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  laquo: '«',
  raquo: '»',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  lsquo: '‘',
  rsquo: '’',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  middot: '·',
  bull: '•',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  times: '×',
  euro: '€',
  shy: '',
};

/** Decodes character references (&amp; &#8217; &#x2019; and the common named ones). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/** The text a reader sees: tags dropped (block ends become spaces), scripts and styles with their
 * content gone, references decoded, runs of white space collapsed. */
export function htmlToText(html: string): string {
  const withoutCode = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ');
  const breaks = withoutCode.replace(
    /<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|section|article|blockquote)\b[^>]*>/gi,
    ' ',
  );
  const tagless = breaks.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]*>/g, '');
  return decodeEntities(tagless).replace(/\s+/g, ' ').trim();
}

/** At most `max` characters, cut at a word boundary with an ellipsis (meta descriptions). */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
