// /seoData: the shop's SEO texts, for the merchant to check what search engines get.
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { Page } from '../components/page.tsx';

const SeoDataScreen = observer(function SeoDataScreen() {
  const store = useStores();
  const { t } = useTranslation();
  const seo = store.settings.settings!.seo;
  return (
    <Page title={t('seo.title')}>
      <dl className="definition-list">
        <dt>{t('seo.name')}</dt>
        <dd>{seo.name}</dd>
        <dt>{t('seo.description')}</dt>
        <dd>{seo.description}</dd>
        <dt>{t('seo.keywords')}</dt>
        <dd>{seo.keywords}</dd>
      </dl>
    </Page>
  );
});

export default SeoDataScreen;
