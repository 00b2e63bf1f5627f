// The categories modal (SPEC.md §2 Modals): every visible category and its subcategories, each a
// link to its /menu page; following one closes the sheet.
import { observer } from 'mobx-react-lite';
import { NavLink } from 'react-router-dom';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { Modal } from '../components/modal.tsx';

export const CategoriesModal = observer(function CategoriesModal() {
  const store = useStores();
  const { ui } = store;
  const { t } = useTranslation();
  const close = () => ui.close();
  return (
    <Modal open={ui.modal === 'categories'} onClose={close} title={t('catalogTools.categories')}>
      <ul className="filters-categories">
        {store.catalog.visible.map((c) => (
          <li key={c.id}>
            <NavLink to={`/menu/${c.slug}`} className="filters-category" onClick={close}>
              {c.image ? (
                <img src={store.api.client.url(c.image)} alt="" width={36} height={36} />
              ) : (
                <span className="filters-category__dot" aria-hidden="true" />
              )}
              <span>{c.name}</span>
            </NavLink>
            {c.subCategories.length > 0 && (
              <ul className="filters-subcategories">
                {c.subCategories.map((sub) => (
                  <li key={sub.id}>
                    <NavLink to={`/menu/${c.slug}/${sub.slug}`} className="chip" onClick={close}>
                      {sub.name}
                    </NavLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </Modal>
  );
});

export default CategoriesModal;
