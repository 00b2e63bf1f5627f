// The heart on a product: toggles the favourite, says so in a notification (SPEC.md §4) and, inside
// Telegram, ticks like a native toggle.
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';

export const FavoriteButton = observer(function FavoriteButton({
  productId,
  className = '',
}: {
  productId: number;
  className?: string;
}) {
  const store = useStores();
  const { t } = useTranslation();
  const active = store.favorites.has(productId);
  return (
    <button
      type="button"
      className={`fav-btn ${active ? 'fav-btn--active' : ''} ${className}`}
      aria-pressed={active}
      aria-label={t('favorites.add')}
      title={active ? t('favorites.remove') : t('favorites.add')}
      data-testid="favorite-button"
      onClick={(e) => {
        // The card around it is a link to the product: the heart must not open it.
        e.preventDefault();
        e.stopPropagation();
        store.platform.haptics.selection();
        const added = store.favorites.toggle(productId);
        store.ui.notify(t(added ? 'favorites.added' : 'favorites.removed'));
      }}
    >
      <span className="fav-btn__heart" aria-hidden="true" />
    </button>
  );
});
