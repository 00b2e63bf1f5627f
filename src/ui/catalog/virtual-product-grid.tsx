// Hundreds of products stay smooth: only the rows near the viewport exist, laid out as the plain
// .product-grid (2 / 3 / 4 columns), scrolled by the window. Every row has the same fixed height,
// so nothing below moves when a row mounts.
import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Product } from '../../domain/model.ts';
import { ProductCard } from '../components/product-card.tsx';

/** The .product-grid breakpoints of catalog/catalog.css: [min width, columns, gap px]. */
const LAYOUTS = [
  [992, 4, 16],
  [600, 3, 14],
  [0, 2, 10],
] as const;

/** A card's height minus its width: paddings, two name lines, the portion line and the footer, as
 * fixed by the .vgrid-row rules in catalog/big-catalog.css. A measured card can only raise it (fonts, zoom). */
const CARD_CHROME_PX = 116;

function layoutFor(width: number) {
  const [, columns, gap] = LAYOUTS.find(([min]) => width >= min) ?? LAYOUTS[2];
  return { columns, gap };
}

const subscribeResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

export function VirtualProductGrid({ products }: { products: readonly Product[] }) {
  const list = useRef<HTMLDivElement>(null);
  const viewport = useSyncExternalStore(subscribeResize, () => window.innerWidth);
  const { columns, gap } = layoutFor(viewport);
  const [box, setBox] = useState({ width: 0, top: 0 });
  const [chrome, setChrome] = useState(CARD_CHROME_PX);

  // Where the list starts on the page and how wide it is; re-read after every render, because
  // banners or a description above it may have changed height (cheap: one rect read). No deps on
  // purpose; both updates are guarded, so a render that changes nothing stops here.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const node = list.current;
    if (!node) return;
    const rect = node.getBoundingClientRect();
    const next = { width: Math.round(rect.width), top: Math.round(rect.top + window.scrollY) };
    if (next.width !== box.width || next.top !== box.top) setBox(next);
    // Safety net for the fixed height: a card whose content overflows raises every row at once.
    const overflow = Math.max(
      0,
      ...[...node.querySelectorAll<HTMLElement>('.product-card')].map(
        (card) => card.scrollHeight - card.clientHeight,
      ),
    );
    if (overflow > 1) setChrome((c) => c + overflow);
  });

  const cardWidth = box.width > 0 ? (box.width - gap * (columns - 1)) / columns : 170;
  const rowHeight = Math.ceil(cardWidth + chrome);
  const rows = Math.ceil(products.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => rowHeight,
    gap,
    overscan: 3,
    scrollMargin: box.top,
  });
  // Row positions depend on the height and column count; tell the virtualizer when they change.
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, rowHeight, columns, gap]);

  return (
    <div
      ref={list}
      className="vgrid"
      data-testid="virtual-product-grid"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          className="product-grid vgrid-row"
          style={{
            height: rowHeight,
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
          }}
        >
          {products.slice(row.index * columns, (row.index + 1) * columns).map((p) => (
            <ProductCard key={p.id} product={p} />
          ))}
        </div>
      ))}
    </div>
  );
}
