// The blog list (SPEC.md §7 restoran/v1/blog). A list that could not load says so and offers a
// retry; 'Записей пока нет' only when the blog is really empty.
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStores } from '../store-context.tsx';
import { Page } from '../components/page.tsx';
import { ScreenSkeleton } from '../components/skeleton.tsx';
import { LoadFailed } from '../components/load-failed.tsx';
import { htmlToText } from '../components/safe-html.tsx';
import { useLoad } from '../lk/use-load.ts';
import { contentReadsOf } from '../../stores/content-reads.ts';

const text = htmlToText;

const BlogScreen = observer(function BlogScreen() {
  const store = useStores();
  const { t } = useTranslation();
  const lang = store.ui.contentLanguage;
  const [posts, retry] = useLoad(() => contentReadsOf(store).blog(), lang);
  return (
    <Page title={t('blog.title')}>
      {posts.status === 'loading' ? (
        <ScreenSkeleton />
      ) : posts.status === 'failed' ? (
        <LoadFailed onRetry={retry} />
      ) : posts.data.length === 0 ? (
        <p className="empty-state">{t('blog.empty')}</p>
      ) : (
        <div className="post-list">
          {posts.data.map((p) => (
            <Link key={p.id} to={`/blog/${p.slug}`} className="post-card">
              {p.featured_image && (
                <img
                  src={store.api.client.url(p.featured_image)}
                  alt=""
                  width={72}
                  height={72}
                  loading="lazy"
                />
              )}
              <span>
                <strong>{text(p.title.rendered)}</strong>
                <span className="post-card__excerpt">{text(p.excerpt.rendered)}</span>
              </span>
            </Link>
          ))}
        </div>
      )}
    </Page>
  );
});

export default BlogScreen;
