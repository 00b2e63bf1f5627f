// /information: the shop's information pages, from its menu settings.
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { Page } from '../components/page.tsx';

const InformationScreen = observer(function InformationScreen() {
  const store = useStores();
  const { t } = useTranslation();
  const links = (store.settings.settings?.menu ?? []).filter((m) =>
    m.url.startsWith('/information/'),
  );
  return (
    <Page title={t('information.title')}>
      <div className="link-list">
        {links.map((m) => (
          <Link key={m.url} to={m.url} className="link-list__item">
            {m.title}
          </Link>
        ))}
        <Link to="/information/page/zabota-o-klientah" className="link-list__item">
          {t('information.care')}
        </Link>
      </div>
    </Page>
  );
});

export default InformationScreen;
