// The blog list (SPEC.md §7 restoran/v1/blog).
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStores } from '../store-context.tsx';
import type { Post } from '../../api/shop-api.ts';
import { Page } from '../components/page.tsx';
import { ScreenSkeleton } from '../components/skeleton.tsx';
import { htmlToText } from '../components/safe-html.tsx';

const text = htmlToText;

const BlogScreen = observer(function BlogScreen() {
  const store = useStores();
  const { t } = useTranslation();
  const [posts, setPosts] = useState<Post[] | null>(null);
  const lang = store.ui.language;
  useEffect(() => {
    let live = true;
    void store.api.blog(lang).then((r) => live && setPosts(r.ok ? r.data : []));
    return () => {
      live = false;
    };
  }, [store, lang]);
  return (
    <Page title={t('blog.title')}>
      {posts === null ? (
        <ScreenSkeleton />
      ) : posts.length === 0 ? (
        <p className="empty-state">{t('blog.empty')}</p>
      ) : (
        <div className="post-list">
          {posts.map((p) => (
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
