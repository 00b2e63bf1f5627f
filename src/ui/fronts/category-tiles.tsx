// Categories as tiles: big tiles leading to category pages (cat1, cat2), a bento of tinted tiles
// (quick commerce), or a strip of round pictures (a landing page with categories).
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from '../use-translation.ts';
import type { Category } from '../../domain/model.ts';
import { categoryPath } from '../../domain/page-type.ts';
import {
  categoryColor,
  categoryExtras,
  categoryImage,
  categoryTitle,
} from '../../domain/category-display.ts';
import { allProducts } from '../../stores/catalog-store.ts';
import { useStores } from '../store-context.tsx';
import { bentoSpans } from './bento.ts';

export const CategoryTiles = observer(function CategoryTiles({
  categories,
  variant,
}: {
  categories: Category[];
  variant: 'large' | 'bento' | 'strip';
}) {
  const store = useStores();
  const { t } = useTranslation();
  const pageType = store.settings.pageType;
  const url = (path: string) => store.api.client.url(path);
  const spans = variant === 'bento' ? bentoSpans(categories.length) : [];
  return (
    <nav className={`ctiles ctiles--${variant}`} aria-label={t('catalog.categories')}>
      {categories.map((c, i) => {
        const color = categoryColor(c);
        const { wide } = categoryExtras(c);
        // A bento's first two tiles are wide: their wide picture (image_dop_2) when there is one.
        const big = variant === 'bento' && i < 2;
        const image = big && wide ? wide : categoryImage(c);
        const count = allProducts(c).length;
        // A bento's tile wider than a small one (2 of a phone's 6 columns and a desktop's 12) is
        // drawn as the wide ones are: the first two, and those that fill the last row.
        const span = spans[i];
        const className = [
          'ctile',
          span && span.phone > 2 && 'ctile--wide',
          span && span.desk > 2 && 'ctile--wide-desk',
        ]
          .filter(Boolean)
          .join(' ');
        const style = {
          ...(color && { '--tile-color': color }),
          ...(span && { '--span': span.phone, '--span-desk': span.desk }),
        } as React.CSSProperties;
        return (
          <Link
            key={c.id}
            to={categoryPath(pageType, c)}
            className={className}
            style={color || span ? style : undefined}
            data-testid="category-tile"
          >
            <span className="ctile__name">{categoryTitle(c)}</span>
            {variant === 'large' && count > 0 && (
              <span className="ctile__count">{t('cart.items', { count })}</span>
            )}
            {image && (
              <img
                className="ctile__image"
                src={url(image)}
                alt=""
                width={variant === 'strip' ? 64 : 96}
                height={variant === 'strip' ? 64 : 96}
                loading={i < 6 ? 'eager' : 'lazy'}
              />
            )}
          </Link>
        );
      })}
    </nav>
  );
});
