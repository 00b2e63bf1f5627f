// The desktop side column of categories (≥ 992 px, catalogue routes; SPEC.md §2 Layouts): every
// visible category with its picture, the current one open on its subcategories.
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { linkState, useInAppLinks } from './in-app-links.ts';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { categoryPath } from '../../domain/page-type.ts';
import type { Category } from '../../domain/model.ts';
import { categoryImage, categoryTitle, inNavigation } from '../../domain/category-display.ts';
import './category-nav.css';

const CategoryNav = observer(function CategoryNav() {
  const store = useStores();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const follow = useInAppLinks();
  const pageType = store.settings.pageType;
  const categories = store.catalog.visible.filter(inNavigation);
  const isCurrent = (c: Category) => {
    const own = categoryPath(pageType, c);
    return (
      pathname === own ||
      pathname.startsWith(`${own}/`) ||
      c.subCategories.some((s) => pathname === categoryPath(pageType, s, c))
    );
  };
  return (
    <aside className="category-nav" aria-label={t('catalog.categories')}>
      <nav onClick={follow}>
        <ul className="category-nav__list">
          {categories.map((c) => {
            const open = isCurrent(c);
            const path = categoryPath(pageType, c);
            return (
              <li key={c.id}>
                <a href={path} {...linkState('category-nav__link', path, pathname, true)}>
                  {categoryImage(c) ? (
                    <img
                      src={store.api.client.url(categoryImage(c))}
                      alt=""
                      width={28}
                      height={28}
                    />
                  ) : (
                    <span className="category-nav__dot" aria-hidden="true" />
                  )}
                  <span>{categoryTitle(c)}</span>
                </a>
                {open && c.subCategories.length > 0 && (
                  <ul className="category-nav__subs">
                    {c.subCategories.map((s) => {
                      const subPath = categoryPath(pageType, s, c);
                      return (
                        <li key={s.id}>
                          <a href={subPath} {...linkState('category-nav__sub', subPath, pathname)}>
                            {categoryTitle(s)}
                          </a>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
});

export default CategoryNav;
