// Information pages and posts from the CMS, sanitised (SPEC.md §2 /information/…, /blog/{slug}).
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStores } from '../store-context.tsx';
import type { Post } from '../../api/shop-api.ts';
import { Page } from '../components/page.tsx';
import { SafeHtml, htmlToText } from '../components/safe-html.tsx';
import { ScreenSkeleton } from '../components/skeleton.tsx';
import NotFoundScreen from './not-found-screen.tsx';

const InfoScreen = observer(function InfoScreen() {
  const store = useStores();
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const isPage = pathname.startsWith('/information/page/');
  const [state, setState] = useState<{ slug: string; post: Post | null; failed: boolean } | null>(
    null,
  );
  const lang = store.ui.language;
  useEffect(() => {
    let live = true;
    const request = isPage ? store.api.pages(slug, lang) : store.api.posts(slug, lang);
    void request.then(
      (r) => live && setState({ slug, post: r.ok ? (r.data[0] ?? null) : null, failed: !r.ok }),
    );
    return () => {
      live = false;
    };
  }, [store, slug, isPage, lang]);
  if (!state || state.slug !== slug) return <ScreenSkeleton />;
  if (state.failed)
    return (
      <Page title={t('common.error')}>
        <p>{t('common.loadFailed')}</p>
      </Page>
    );
  if (!state.post) return <NotFoundScreen />;
  const title = htmlToText(state.post.title.rendered);
  return (
    <Page title={title} className="article">
      {state.post.featured_image && (
        <img
          className="article__image"
          src={store.api.client.url(state.post.featured_image)}
          alt=""
          width={160}
          height={160}
        />
      )}
      <SafeHtml className="article__content" html={state.post.content.rendered} />
    </Page>
  );
});

export default InfoScreen;
