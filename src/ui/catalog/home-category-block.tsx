// One category on the home page. A home page of hundreds of categories stays light however far one
// scrolls: a block's cards exist only while it is near the viewport (Windowed: a stand-in of the
// grid's height otherwise), and a big category shows its first HOME_BLOCK_LIMIT products with
// "Показать все". The heading stays, so the category bar's #cat- anchors and /menu/{slug} work.
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from '../use-translation.ts';
import type { Category } from '../../domain/model.ts';
import { HOME_BLOCK_LIMIT } from '../../domain/first-screen.ts';
import { allProducts } from '../../stores/catalog-store.ts';
import { useStores } from '../store-context.tsx';
import { PlainGrid } from './product-grid.tsx';
import { categoryColor, categoryTitle } from '../../domain/category-display.ts';
import { Windowed } from '../components/windowed.tsx';
import { CatalogFailed } from './catalog-failed.tsx';

export const HomeCategoryBlock = observer(function HomeCategoryBlock({
  category,
  full,
  eager,
  first = false,
  windowed,
}: {
  category: Category;
  /** The page's first block: its first row of pictures loads at once. */
  first?: boolean;
  /** The full catalogue is in; before, a block holds at most its first screen's products. */
  full: boolean;
  /** The first screen's blocks: drawn at once, with the products of the first catalogue file. */
  eager: boolean;
  /** A big menu: the block's cards exist only near the viewport (domain homeBlocksWindowed). */
  windowed: boolean;
}) {
  const { t } = useTranslation();
  const { settings, catalog } = useStores();
  const products = allProducts(category);
  // The shop's colour for the category's name (color_text_category), kept readable in dark themes.
  const color = categoryColor(category);
  const shown = products.slice(0, HOME_BLOCK_LIMIT);
  // A server-rendered page carries its count (product_count); the first catalogue file holds only the
  // first screen's products, so until the full catalogue is in there is no count to show.
  const count = category.product_count ?? (full ? products.length : 0);
  // The cards the block will show, and what stands in for them until then (four when not known).
  const cards = Math.min(count, HOME_BLOCK_LIMIT);
  const pending = cards || 4;
  // A menu drawn whole: the blocks below the first screen are in the page (found by the browser's
  // search, read by crawlers) but laid out and painted only near the viewport (content-visibility,
  // catalog/big-catalog.css), at the height their rows will take until then.
  const deferred = !windowed && !eager;
  return (
    <section
      id={`cat-${category.slug}`}
      className="category-block"
      aria-labelledby={`cat-title-${category.id}`}
      style={deferred ? gridRows(shown.length) : undefined}
    >
      <div className="home-block-head">
        <h2
          id={`cat-title-${category.id}`}
          className={`category-block__title${color ? ' category-block__title--colored' : ''}`}
          style={color ? ({ '--category-color': color } as React.CSSProperties) : undefined}
        >
          {categoryTitle(category)}
        </h2>
        {count > shown.length && (
          // /catalog/{id} opens the category page on every page type (on a landing page /menu
          // would only scroll back to this shortened block).
          <Link
            to={`/catalog/${category.id}`}
            className="home-block-more"
            aria-label={t('catalogTools.showAllIn', { name: category.name })}
          >
            {t('catalogTools.showAll')} · {count}
          </Link>
        )}
      </div>
      {settings.front === 'restaurant' && category.description && (
        <p className="category-block__about">{category.description}</p>
      )}
      <Windowed
        eager={eager}
        always={!windowed}
        className={deferred ? 'home-block-lazy home-block-lazy--deferred' : 'home-block-lazy'}
        placeholder={
          <GridPlaceholder count={full || category.product_count !== undefined ? cards : 4} />
        }
      >
        {products.length === 0 && catalog.fullFailed ? (
          // Its dishes were to come with the whole catalogue, which did not load. As tall as they
          // will be, so nothing below moves when they come.
          <div className="home-block-placeholder home-block-failed" style={gridRows(pending)}>
            <CatalogFailed />
          </div>
        ) : products.length === 0 ? (
          <div className="product-grid product-grid--loading" aria-busy="true">
            {Array.from({ length: pending }, (_, i) => (
              <div key={i} className="skeleton__card" />
            ))}
          </div>
        ) : (
          <PlainGrid products={shown} first={first} />
        )}
      </Windowed>
    </section>
  );
});

/** The height the grid will have, from CSS alone (rows per column count, see catalog/big-catalog.css), so mounting
 * the cards moves nothing, and one element instead of a card's worth each. */
function GridPlaceholder({ count }: { count: number }) {
  return <div className="home-block-placeholder" style={gridRows(count)} aria-hidden="true" />;
}

/** The rows `count` cards take at 2, 3 and 4 columns, for the CSS that sizes a block unseen. */
function gridRows(count: number): React.CSSProperties {
  const rows = (columns: number) => Math.max(1, Math.ceil(count / columns));
  return { '--rows2': rows(2), '--rows3': rows(3), '--rows4': rows(4) } as React.CSSProperties;
}
