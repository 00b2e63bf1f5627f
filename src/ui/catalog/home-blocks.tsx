// The category blocks of a home page with the further banner galleries between them: 'gallery'
// after the first block, 'gallery_1' after the third, 'gallery_2' after the last. The first
// screen's blocks are drawn at once, the others a slice per task after them (useRevealed), so 200
// category blocks never make one long task.
import { Fragment, lazy, memo, useMemo } from 'react';
import type { Category } from '../../domain/model.ts';
import { CORE, lazyWithRetry } from '../lazy-with-retry.ts';
import { useRevealed } from '../components/windowed.tsx';
import { homeBlocksWindowed } from '../../domain/first-screen.ts';
import { productCount } from '../../stores/catalog-store.ts';
import { HomeCategoryBlock } from './home-category-block.tsx';
import { DrawnSuspense } from '../hydration-signal.tsx';

const Gallery = lazy(() => lazyWithRetry(() => import('../components/banner-gallery.tsx'), CORE));
// Memoised: the blocks re-render when the catalogue arrives, which may be before this boundary's
// chunk has loaded and hydrated; new props for a boundary still hydrating make React throw its
// server HTML away (error #421). The gallery reads its banners from the store itself.
const BannerGallery = memo(function BannerGallery({
  gallery,
}: {
  gallery: 'gallery' | 'gallery_1' | 'gallery_2';
}) {
  return (
    <DrawnSuspense fallback={null}>
      <Gallery gallery={gallery} />
    </DrawnSuspense>
  );
});

const AFTER: Record<number, 'gallery' | 'gallery_1'> = { 0: 'gallery', 2: 'gallery_1' };

export function HomeBlocks({
  categories,
  full,
  eager = 2,
}: {
  categories: readonly Category[];
  /** The full catalogue is in (before, a block holds at most its first screen's products). */
  full: boolean;
  eager?: number;
}) {
  // A big menu: blocks far from the viewport give their cards back (domain homeBlocksWindowed). By
  // each category's own count: a server-rendered big menu carries only its first blocks' dishes.
  const windowed = useMemo(() => homeBlocksWindowed(categories.map(productCount)), [categories]);
  // A menu drawn whole is drawn whole by the server too, so a crawler, a link preview and a
  // customer scrolling before the scripts have come find every category; a big one its first.
  const revealed = useRevealed(categories.length, windowed ? eager + 4 : categories.length);
  const placed = new Set<string>();
  const all = revealed >= categories.length;
  return (
    <>
      {categories.slice(0, revealed).map((c, i) => {
        const gallery = AFTER[i];
        if (gallery) placed.add(gallery);
        return (
          <Fragment key={c.id}>
            <HomeCategoryBlock
              category={c}
              full={full}
              eager={i < eager}
              first={i === 0}
              windowed={windowed}
            />
            {gallery && <BannerGallery gallery={gallery} />}
          </Fragment>
        );
      })}
      {/* A short menu still shows every gallery, at its end. */}
      {all && !placed.has('gallery') && <BannerGallery gallery="gallery" />}
      {all && !placed.has('gallery_1') && <BannerGallery gallery="gallery_1" />}
      {all && <BannerGallery gallery="gallery_2" />}
    </>
  );
}
