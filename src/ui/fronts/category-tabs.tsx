// A sticky bar of the page's category blocks that follows the scroll: the block in view is the
// current tab, and its tab scrolls into the bar's view. A tab scrolls to its block (the landing page
// keeps its /menu/{slug} address for links opened elsewhere).
import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import type { Category } from '../../domain/model.ts';
import { categoryTitle } from '../../domain/category-display.ts';
import { useChipInView } from '../components/use-chip-in-view.ts';

export const CategoryTabs = observer(function CategoryTabs({
  categories,
}: {
  categories: Category[];
}) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<string | null>(null);
  const bar = useRef<HTMLElement>(null);
  const slugs = categories.map((c) => c.slug).join(',');

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const visible = new Map<string, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          const slug = (e.target as HTMLElement).id.replace(/^cat-/, '');
          if (e.isIntersecting) visible.set(slug, e.boundingClientRect.top);
          else visible.delete(slug);
        }
        const first = [...visible.entries()].sort((a, b) => a[1] - b[1])[0];
        if (first) setCurrent(first[0]);
      },
      // The band just under the header and this bar decides which block is current.
      { rootMargin: '-140px 0px -55% 0px' },
    );
    for (const slug of slugs.split(',')) {
      const node = document.getElementById(`cat-${slug}`);
      if (node) observer.observe(node);
    }
    return () => observer.disconnect();
  }, [slugs]);

  useChipInView(bar, current ? `[data-slug="${current}"]` : null);

  return (
    <nav ref={bar} className="category-bar category-tabs" aria-label={t('catalog.categories')}>
      {categories.map((c) => (
        <a
          key={c.id}
          href={`/menu/${c.slug}`}
          data-slug={c.slug}
          className={`chip${current === c.slug ? ' active' : ''}`}
          aria-current={current === c.slug ? 'true' : undefined}
          onClick={(e) => {
            const block = document.getElementById(`cat-${c.slug}`);
            if (!block) return;
            e.preventDefault();
            const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
            block.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
            setCurrent(c.slug);
          }}
        >
          {categoryTitle(c)}
        </a>
      ))}
    </nav>
  );
});
