// One category on the home page. A home page of hundreds of categories stays usable: a block's
// cards mount only when it comes near the viewport (one placeholder of the grid's height stands in
// until then), and a big category shows its first HOME_BLOCK_LIMIT products with "Показать все".
import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../domain/model.ts';
import { allProducts, productCount } from '../../stores/catalog-store.ts';
import { FIRST_ROW, ProductCard } from '../components/product-card.tsx';

/** Every category of the demo menu fits whole (the largest has 20); generated ones do not. */
export const HOME_BLOCK_LIMIT = 20;
/** Mount a block this far before it scrolls into view, so fast scrolling still finds cards. */
const MOUNT_MARGIN = '1000px 0px';

export const HomeCategoryBlock = observer(function HomeCategoryBlock({
  category,
  eager,
  first = false,
}: {
  category: Category;
  /** The page's first block: its first row of pictures loads at once. */
  first?: boolean;
  /** The first blocks are on screen at once: no observer round-trip for them. */
  eager: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(eager);
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      { rootMargin: MOUNT_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);

  const products = allProducts(category);
  const total = productCount(category);
  const shown = products.slice(0, HOME_BLOCK_LIMIT);
  return (
    <section
      ref={ref}
      id={`cat-${category.slug}`}
      className="category-block"
      aria-labelledby={`cat-title-${category.id}`}
    >
      <div className="home-block-head">
        <h2 id={`cat-title-${category.id}`} className="category-block__title">
          {category.name}
        </h2>
        {total > shown.length && (
          // /catalog/{id} opens the category page on every page type (on a landing page /menu
          // would only scroll back to this shortened block).
          <Link
            to={`/catalog/${category.id}`}
            className="home-block-more"
            aria-label={t('catalogTools.showAllIn', { name: category.name })}
          >
            {t('catalogTools.showAll')} · {total}
          </Link>
        )}
      </div>
      {!near ? (
        <GridPlaceholder count={shown.length} />
      ) : total === 0 ? (
        <div className="product-grid product-grid--loading" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="skeleton__card" />
          ))}
        </div>
      ) : (
        <div className="product-grid">
          {shown.map((p, i) => (
            <ProductCard
              key={p.id}
              product={p}
              eager={first && i < FIRST_ROW}
              priority={first && i === 0}
            />
          ))}
        </div>
      )}
    </section>
  );
});

/** The height the grid will have, from CSS alone (rows per column count, see app.css), so mounting
 * the cards moves nothing, and one element instead of a card's worth each. */
function GridPlaceholder({ count }: { count: number }) {
  const rows = (columns: number) => Math.max(1, Math.ceil(count / columns));
  const style = {
    '--rows2': rows(2),
    '--rows3': rows(3),
    '--rows4': rows(4),
  } as React.CSSProperties;
  return (
    <div className="home-block-lazy" aria-hidden="true">
      <div className="home-block-placeholder" style={style} />
    </div>
  );
}
