// Information pages and posts from the CMS, sanitised (SPEC.md §2 /information/…, /blog/{slug}).
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { contentOf } from '../../stores/content-store.ts';
import { Page } from '../components/page.tsx';
import { SafeHtml } from '../components/safe-html.tsx';
import { ScreenSkeleton } from '../components/skeleton.tsx';
import NotFoundScreen from './not-found-screen.tsx';
import { ArticleSeo } from '../seo/article-seo.tsx';
import { LoadFailed } from '../components/load-failed.tsx';
import { CARE_CHAT_PAGE, CareChat } from './care-chat.tsx';
import { LocalDate } from '../components/local-date.tsx';

const InfoScreen = observer(function InfoScreen() {
  const store = useStores();
  const content = contentOf(store);
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  // Posts live under /blog/ and /information/post/; pages under /information/page/ and at /{slug}.
  const kind =
    pathname.startsWith('/blog/') || pathname.startsWith('/information/post/') ? 'post' : 'page';
  const lang = store.ui.contentLanguage;
  useEffect(() => void content.loadArticle(kind, slug), [content, kind, slug, lang]);
  const entry = content.article(kind, slug);
  if (!entry || entry.status === 'loading') return <ScreenSkeleton />;
  if (entry.status === 'failed')
    return (
      <Page title={t('common.error')}>
        <LoadFailed onRetry={() => void content.loadArticle(kind, slug)} />
      </Page>
    );
  const post = entry.data;
  if (!post) return <NotFoundScreen />;
  const blog = pathname.startsWith('/blog/');
  return (
    <Page
      title={post.title}
      className="article"
      lead={
        blog && (
          <Link to="/blog" className="article__back">
            {t('blog.title')}
          </Link>
        )
      }
    >
      <ArticleSeo article={post} blog={blog} />
      {kind === 'post' && post.date && <LocalDate value={post.date} className="article__date" />}
      {post.image && (
        <img
          className="article__image"
          src={store.api.client.url(post.image)}
          alt=""
          width={160}
          height={160}
        />
      )}
      <SafeHtml className="article__content" html={post.html} />
      {kind === 'page' && slug === CARE_CHAT_PAGE && <CareChat />}
    </Page>
  );
});

export default InfoScreen;
