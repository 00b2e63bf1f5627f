import { describe, expect, it } from 'vitest';
import { renderToPipeableStream } from 'react-dom/server';
import { PassThrough } from 'node:stream';
import { createElement } from 'react';
import {
  REACT_VIEW_BYTES,
  textOfChunks,
  withoutViewPadding,
} from '../../../src/ssr/stream-text.ts';

/** A full view of the renderer: letters, then these last bytes. */
const view = (tail: number[]) =>
  Buffer.concat([Buffer.alloc(REACT_VIEW_BYTES - tail.length, 'a'), Buffer.from(tail)]);

describe('withoutViewPadding', () => {
  it.each([
    ['a full view ending in one zero loses it', view([0]), REACT_VIEW_BYTES - 1],
    ['a full view ending in two zeros loses both', view([0, 0]), REACT_VIEW_BYTES - 2],
    ['three zeros: a 4-byte character did not fit', view([0, 0, 0]), REACT_VIEW_BYTES - 3],
    ['never more than three', view([0, 0, 0, 0]), REACT_VIEW_BYTES - 3],
    ['a full view ending in text keeps it all', view([0x61]), REACT_VIEW_BYTES],
    ['a shorter chunk is never touched', Buffer.from([0x61, 0x62, 0x63, 0]), 4],
  ])('%s', (_, chunk, length) => {
    expect(withoutViewPadding(chunk).length).toBe(length);
  });
});

/** Renders an element as the server does, keeping the stream's chunks as they came. */
function renderChunks(element: ReturnType<typeof createElement>): Promise<Uint8Array[]> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        const sink = new PassThrough();
        const chunks: Uint8Array[] = [];
        sink.on('data', (c: Buffer) => chunks.push(c));
        sink.on('end', () => resolve(chunks));
        pipe(sink);
      },
      onShellError: reject,
    });
  });
}

describe('textOfChunks', () => {
  it('a Russian menu rendered by React 18 reads back without NUL bytes', async () => {
    // Names of varying length push the two-byte letters across the 2048-byte views.
    const names = Array.from({ length: 300 }, (_, i) => `Маргарита ${'№'.repeat(i % 7)}${i}`);
    const page = createElement(
      'ul',
      null,
      names.map((name) => createElement('li', { key: name, 'aria-label': name }, name)),
    );
    const chunks = await renderChunks(page);
    const raw = Buffer.concat(chunks).toString('utf8');
    const text = textOfChunks(chunks);
    // The renderer's own output has the padding (the bug this works around)…
    expect(raw.includes('\u0000')).toBe(true);
    // …the text the server sends has none, and every name is whole.
    expect(text.includes('\u0000')).toBe(false);
    for (const name of names) expect(text).toContain(`aria-label="${name}"`);
  });
});
