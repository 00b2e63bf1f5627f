// React 18's Node stream renderer (renderToPipeableStream, react-dom 18.3.1) works in views of 2048
// bytes; when a string's next multi-byte character (Cyrillic: two bytes) does not fit at the end of
// a view, it still sends the whole view, its unfilled last bytes left as zeros
// (react-dom-server.node writeStringChunk; reported as facebook/react#31134, fixed only in React 19).
// A Russian page then carries NUL bytes mid-word ('Маргарит\0а' in an aria-label), which search
// engines, link previews and assistive technology read as they are. HTML never holds a NUL, so the
// zeros ending a full view are padding and are dropped before the chunks become text.

/** react-dom-server's VIEW_SIZE. */
export const REACT_VIEW_BYTES = 2048;
/** At most the bytes of a UTF-8 character less one: what a character that did not fit leaves unfilled. */
const MAX_PADDING = 3;

/** A chunk without the zeros a full view was padded with. */
export function withoutViewPadding(chunk: Uint8Array): Uint8Array {
  if (chunk.length !== REACT_VIEW_BYTES) return chunk;
  let end = chunk.length;
  while (end > chunk.length - MAX_PADDING && chunk[end - 1] === 0) end -= 1;
  return end === chunk.length ? chunk : chunk.subarray(0, end);
}

/** The rendered chunks as one UTF-8 text, padding dropped. */
export function textOfChunks(chunks: readonly Uint8Array[]): string {
  return Buffer.concat(chunks.map(withoutViewPadding)).toString('utf8');
}
