// The empty cart, said the same way in the cart and at checkout: the plate, what is missing, and the
// way back to the menu. That way is the one thing to do here, so it is drawn in the shop's colour.
import { Link } from 'react-router-dom';
import { useTranslation } from '../use-translation.ts';
import { PlateArt } from '../components/icons.tsx';

/**
 * `onMenu`: the cart's own way to the menu (its sheet closes over the page it opened on); without
 * it, a link to the menu (checkout's page).
 */
export function EmptyCart({ onMenu }: { onMenu?: () => void }) {
  const { t } = useTranslation();
  const className = 'btn btn--primary';
  return (
    <div className="cart-empty" data-testid="cart-empty">
      <PlateArt size={96} />
      <p className="cart-empty__title">{t('cart.empty')}</p>
      <p className="cart-empty__hint">{t('cart.emptyHint')}</p>
      {onMenu ? (
        <button type="button" className={className} onClick={onMenu}>
          {t('cart.toMenu')}
        </button>
      ) : (
        <Link to="/" className={className}>
          {t('cart.toMenu')}
        </Link>
      )}
    </div>
  );
}
