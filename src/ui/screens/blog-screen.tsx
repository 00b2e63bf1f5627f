// The blog list (SPEC.md §7 restoran/v1/blog). A list that could not load says so and offers a
// retry; 'Записей пока нет' only when the blog is really empty.
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { contentOf } from '../../stores/content-store.ts';
import { Page } from '../components/page.tsx';
import { ScreenSkeleton } from '../components/skeleton.tsx';
import { LoadFailed } from '../components/load-failed.tsx';
import { LocalDate } from '../components/local-date.tsx';

const BlogScreen = observer(function BlogScreen() {
  const store = useStores();
  const content = contentOf(store);
  const { t } = useTranslation();
  const lang = store.ui.contentLanguage;
  useEffect(() => void content.loadBlog(), [content, lang]);
  const entry = content.blog;
  return (
    <Page title={t('blog.title')}>
      {!entry || entry.status === 'loading' ? (
        <ScreenSkeleton />
      ) : entry.status === 'failed' ? (
        <LoadFailed onRetry={() => void content.loadBlog()} />
      ) : entry.data.length === 0 ? (
        <p className="empty-state">{t('blog.empty')}</p>
      ) : (
        <div className="post-list">
          {entry.data.map((p, i) => (
            <Link key={p.id} to={`/blog/${p.slug}`} className="post-card">
              {p.image && (
                <img
                  src={store.api.client.url(p.image)}
                  alt=""
                  width={72}
                  height={72}
                  loading={i < 6 ? 'eager' : 'lazy'}
                />
              )}
              <span>
                <strong>{p.title}</strong>
                <span className="post-card__excerpt">{p.excerpt}</span>
                {p.date && <LocalDate value={p.date} className="post-card__date" />}
              </span>
            </Link>
          ))}
        </div>
      )}
    </Page>
  );
});

export default BlogScreen;
