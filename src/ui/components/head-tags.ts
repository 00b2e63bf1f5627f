// The document head as a stack per tag: the last mounted <title>, <meta name|property> or <link> of
// a kind wins, so a screen overrides the shell's defaults and gives them back when it unmounts.
// In the browser tags are changed in place (the server's ones included, found by data-head), with
// no React state: a hydrating page is never re-rendered by its head. On the server a collector
// keeps the winners for the page's <head>.

export type HeadSpec =
  | { tag: 'title'; text: string }
  | { tag: 'meta' | 'link'; attrs: Record<string, string> }
  /** Structured data (JSON-LD), named by `id`: written by the server only (seo/json-ld.tsx). */
  | { tag: 'script'; id: string; json: string };

export function headKey(spec: HeadSpec): string {
  if (spec.tag === 'title') return 'title';
  if (spec.tag === 'script') return `ld:${spec.id}`;
  const a = spec.attrs;
  if (spec.tag === 'meta') return a.name ? `name:${a.name}` : `property:${a.property ?? ''}`;
  return ['link', a.rel, a.hreflang ?? a.hrefLang ?? '', a.type ?? '', a.sizes ?? ''].join(':');
}

/** Server: the winning tag of each kind, rendered as HTML. */
export class HeadCollector {
  private tags = new Map<string, HeadSpec>();
  add(spec: HeadSpec) {
    const key = headKey(spec);
    this.tags.delete(key); // keep the order of the last writer
    this.tags.set(key, spec);
  }
  toHtml(): string {
    return [...this.tags].map(([key, spec]) => renderTag(key, spec)).join('\n    ');
  }
}

const escape = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function attrName(name: string) {
  return name === 'hrefLang' ? 'hreflang' : name;
}

function renderTag(key: string, spec: HeadSpec): string {
  if (spec.tag === 'title') return `<title data-head="title">${escape(spec.text)}</title>`;
  if (spec.tag === 'script')
    return `<script type="application/ld+json" data-head="${escape(key)}">${spec.json}</script>`;
  const attrs = Object.entries(spec.attrs)
    .map(([k, v]) => ` ${attrName(k)}="${escape(v)}"`)
    .join('');
  return `<${spec.tag} data-head="${escape(key)}"${attrs}>`;
}

/** Browser: stacks of mounted specs per key, applied to the live document. */
const stacks = new Map<string, { id: number; spec: HeadSpec }[]>();
let nextId = 1;

export function mountHeadTag(spec: HeadSpec): () => void {
  const key = headKey(spec);
  const id = nextId++;
  const stack = stacks.get(key) ?? [];
  stack.push({ id, spec });
  stacks.set(key, stack);
  apply(key);
  return () => {
    const list = stacks.get(key) ?? [];
    const at = list.findIndex((e) => e.id === id);
    if (at >= 0) list.splice(at, 1);
    apply(key);
  };
}

function apply(key: string) {
  const top = stacks.get(key)?.at(-1)?.spec;
  let element = document.head.querySelector<HTMLElement>(`[data-head="${CSS.escape(key)}"]`);
  if (!top) {
    element?.remove();
    return;
  }
  if (top.tag === 'script') return;
  if (top.tag === 'title') {
    if (document.title !== top.text) document.title = top.text;
    element?.setAttribute('data-head', 'title');
    return;
  }
  if (!element || element.tagName.toLowerCase() !== top.tag) {
    element?.remove();
    element = document.createElement(top.tag);
    element.setAttribute('data-head', key);
    document.head.append(element);
  }
  for (const attr of [...element.attributes])
    if (attr.name !== 'data-head' && !(attr.name in lowerAttrs(top.attrs)))
      element.removeAttribute(attr.name);
  for (const [k, v] of Object.entries(top.attrs))
    if (element.getAttribute(attrName(k)) !== v) element.setAttribute(attrName(k), v);
}

function lowerAttrs(attrs: Record<string, string>) {
  return Object.fromEntries(Object.entries(attrs).map(([k, v]) => [attrName(k), v]));
}

/**
 * Browser: the server's structured data describes the address it answered; once the customer
 * navigates elsewhere it would describe the wrong page, so it goes (crawlers read every address
 * from the server).
 */
export function dropServerJsonLd() {
  document.head.querySelectorAll('script[data-head^="ld:"]').forEach((e) => e.remove());
}
