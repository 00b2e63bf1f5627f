// /order/{id}: the order's status (live updates arrive with the checkout issue).
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Page } from '../components/page.tsx';

export default function OrderStatusScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <Page title={t('orderStatus.title', { id })}>
      <p className="page__lead">{t('orderStatus.signInHint')}</p>
    </Page>
  );
}
