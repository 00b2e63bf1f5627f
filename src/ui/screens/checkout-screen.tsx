// /order: checkout ('Оформление заказа'). The form arrives with the cart and checkout issues;
// until then the screen tells the customer plainly where to start.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '../components/page.tsx';
import { PlateArt } from '../components/icons.tsx';

export default function CheckoutScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('checkout.title')}>
      <div className="empty-state">
        <PlateArt />
        <p>{t('checkout.emptyCart')}</p>
        <Link to="/" className="btn btn--primary">
          {t('checkout.toMenu')}
        </Link>
      </div>
    </Page>
  );
}
