// The demo shop says it is one on every page: small, next to the header, never in the way.
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import './shell-notices.css';

export const DemoBanner = observer(function DemoBanner() {
  const store = useStores();
  const { t } = useTranslation();
  if (!store.demo) return null;
  return (
    <p className="demo-banner" data-testid="demo-banner">
      {t('common.demoBanner')}
    </p>
  );
});
