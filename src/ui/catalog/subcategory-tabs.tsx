// A category page's subcategories as tabs (cat2, and every front whose category has them): 'Все' on
// the category, then each subcategory; on a subcategory page the same tabs, that one current.
import { observer } from 'mobx-react-lite';
import { NavLink } from 'react-router-dom';
import { useTranslation } from '../use-translation.ts';
import type { Category } from '../../domain/model.ts';
import { categoryPath } from '../../domain/page-type.ts';
import { categoryTitle } from '../../domain/category-display.ts';
import { useStores } from '../store-context.tsx';

export const SubcategoryTabs = observer(function SubcategoryTabs({
  category,
}: {
  category: Category;
}) {
  const { catalog, settings } = useStores();
  const { t } = useTranslation();
  const parent =
    category.subCategories.length > 0 ? category : catalog.categoryById(category.parent);
  if (!parent || parent.subCategories.length === 0) return null;
  const pageType = settings.pageType;
  return (
    <nav className="category-bar subcategory-tabs" aria-label={t('catalog.subcategories')}>
      <NavLink to={categoryPath(pageType, parent)} end className="chip">
        {t('catalog.all')}
      </NavLink>
      {parent.subCategories.map((s) => (
        <NavLink key={s.id} to={categoryPath(pageType, s, parent)} end className="chip">
          {categoryTitle(s)}
        </NavLink>
      ))}
    </nav>
  );
});
