// The category blocks of a home page with the further banner galleries between them: 'gallery'
// after the first block, 'gallery_1' after the third, 'gallery_2' after the last.
import { Fragment } from 'react';
import type { Category } from '../../domain/model.ts';
import { BannerGallery } from '../components/banner-slider.tsx';
import { HomeCategoryBlock } from './home-category-block.tsx';

const AFTER: Record<number, 'gallery' | 'gallery_1'> = { 0: 'gallery', 2: 'gallery_1' };

export function HomeBlocks({ categories, eager = 2 }: { categories: Category[]; eager?: number }) {
  const placed = new Set<string>();
  return (
    <>
      {categories.map((c, i) => {
        const gallery = AFTER[i];
        if (gallery) placed.add(gallery);
        return (
          <Fragment key={c.id}>
            <HomeCategoryBlock category={c} eager={i < eager} />
            {gallery && <BannerGallery gallery={gallery} />}
          </Fragment>
        );
      })}
      {/* A short menu still shows every gallery, at its end. */}
      {!placed.has('gallery') && <BannerGallery gallery="gallery" />}
      {!placed.has('gallery_1') && <BannerGallery gallery="gallery_1" />}
      <BannerGallery gallery="gallery_2" />
    </>
  );
}
