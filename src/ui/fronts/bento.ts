// The bento of category tiles (quick commerce): how many columns each tile spans, on a phone (a
// grid of 6: the first two tiles half a row each, then three a row) and from 600 px (a grid of 12:
// the first two a third each, then six a row). The last row is filled: the tiles left in it share
// the columns that would stay empty, the small ones first, the last of them taking the odd column
// (five small tiles: 2 2 2 3 3).

export interface BentoSpan {
  phone: number;
  desk: number;
}

export function bentoSpans(count: number): BentoSpan[] {
  const n = Math.max(0, Math.floor(count));
  const phone = fill(
    Array.from({ length: n }, (_, i) => (i < 2 ? 3 : 2)),
    6,
  );
  const desk = fill(
    Array.from({ length: n }, (_, i) => (i < 2 ? 4 : 2)),
    12,
  );
  return phone.map((span, i) => ({ phone: span, desk: desk[i]! }));
}

/**
 * `spans` laid in rows of `columns`, the last row's spare columns given to its small tiles (those
 * of the row's smallest span; all of them when they are of one size), the odd ones to the last.
 */
function fill(spans: number[], columns: number): number[] {
  let rowStart = 0;
  let used = 0;
  spans.forEach((span, i) => {
    if (used + span > columns) {
      rowStart = i;
      used = 0;
    }
    used += span;
  });
  const spare = columns - used;
  if (rowStart >= spans.length || spare <= 0) return spans;
  const smallest = Math.min(...spans.slice(rowStart));
  const widened = spans.map((span, i) => i >= rowStart && span === smallest);
  const count = widened.filter(Boolean).length;
  let after = count;
  return spans.map((span, i) => {
    if (!widened[i]) return span;
    after--;
    return span + Math.floor(spare / count) + (after < spare % count ? 1 : 0);
  });
}
