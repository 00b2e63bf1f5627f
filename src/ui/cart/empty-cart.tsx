// The empty cart, said the same way in the cart and at checkout: the plate, what is missing, and the
// way back to the menu. That way is the one thing to do here, so it is drawn in the shop's colour.
import type { ReactNode } from 'react';
import { useTranslation } from '../use-translation.ts';
import { PlateArt } from '../components/icons.tsx';

/** `action`: the way to the menu (a link from a page, a button that closes the cart's sheet). */
export function EmptyCart({
  action,
}: {
  action: (props: { className: string; text: string }) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="cart-empty" data-testid="cart-empty">
      <PlateArt size={96} />
      <p className="cart-empty__title">{t('cart.empty')}</p>
      <p className="cart-empty__hint">{t('cart.emptyHint')}</p>
      {action({ className: 'btn btn--primary', text: t('cart.toMenu') })}
    </div>
  );
}
