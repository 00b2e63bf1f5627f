// The HTML of a server-rendered page's React tree, lazy parts and all (src/entry-server.tsx).
import { PassThrough } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream, renderToString as renderToText } from 'react-dom/server';
import { textOfChunks } from './stream-text.ts';

/** A Suspense boundary the server did not finish (React leaves it for the browser to render). */
const UNFINISHED_BOUNDARY = '<!--$!-->';

/**
 * The whole tree, lazy parts included. Once a server has loaded a page's lazy parts, React's
 * one-pass string renderer draws the page at once (two thirds of the stream renderer's time: no 2 KB
 * byte views through a stream, no decoding after). A part not loaded yet (the first page of its kind
 * since the start) leaves its boundary unfinished there, and an error ends that pass: the page is
 * then drawn again by the stream renderer, which waits for lazy parts and reports errors. `draw`
 * is called for each pass: a new element with new collectors (head tags, status), so nothing the
 * first pass collected is kept.
 */
export async function renderWhole<T extends { element: ReactElement }>(
  draw: () => T,
): Promise<T & { html: string }> {
  const first = draw();
  try {
    const html = renderToText(first.element);
    if (!html.includes(UNFINISHED_BOUNDARY)) return { ...first, html };
  } catch {
    // the stream renderer meets the same error and reports it
  }
  const second = draw();
  return { ...second, html: await renderStreamed(second.element) };
}

/** The whole tree, lazy parts included (Suspense resolves before the HTML is taken). */
function renderStreamed(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let failed: unknown = null;
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        const sink = new PassThrough();
        const chunks: Uint8Array[] = [];
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => (failed ? reject(failed) : resolve(textOfChunks(chunks))));
        pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failed = error;
      },
    });
  });
}
