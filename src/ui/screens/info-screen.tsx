// Information pages and posts from the CMS, sanitised (SPEC.md §2 /information/…, /blog/{slug}).
import { observer } from 'mobx-react-lite';
import { useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStores } from '../store-context.tsx';
import { Page } from '../components/page.tsx';
import { SafeHtml, htmlToText } from '../components/safe-html.tsx';
import { ScreenSkeleton } from '../components/skeleton.tsx';
import NotFoundScreen from './not-found-screen.tsx';
import { LoadFailed } from '../components/load-failed.tsx';
import { useLoad } from '../lk/use-load.ts';
import { CARE_CHAT_PAGE, CareChat } from './care-chat.tsx';
import { contentReadsOf } from '../../stores/content-reads.ts';

const InfoScreen = observer(function InfoScreen() {
  const store = useStores();
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const isPage = pathname.startsWith('/information/page/');
  const lang = store.ui.contentLanguage;
  const key = `${isPage ? 'page' : 'post'}:${slug}:${lang}`;
  const [loaded, retry] = useLoad(() => contentReadsOf(store).article(slug, isPage), key);
  if (loaded.status === 'loading') return <ScreenSkeleton />;
  if (loaded.status === 'failed')
    return (
      <Page title={t('common.error')}>
        <LoadFailed onRetry={retry} />
      </Page>
    );
  const post = loaded.data[0] ?? null;
  if (!post) return <NotFoundScreen />;
  const title = htmlToText(post.title.rendered);
  return (
    <Page title={title} className="article">
      {post.featured_image && (
        <img
          className="article__image"
          src={store.api.client.url(post.featured_image)}
          alt=""
          width={160}
          height={160}
        />
      )}
      <SafeHtml className="article__content" html={post.content.rendered} />
      {isPage && slug === CARE_CHAT_PAGE && <CareChat />}
    </Page>
  );
});

export default InfoScreen;
