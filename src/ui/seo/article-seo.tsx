// A blog post's or information page's head: its title, excerpt and picture, and a BlogPosting.
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { Meta } from '../components/head.tsx';
import type { Article } from '../../stores/content-store.ts';
import { blogPostingJsonLd } from '../../domain/structured-data.ts';
import { pageUrl } from '../../domain/seo.ts';
import { clipText, htmlToText } from '../../domain/html-text.ts';
import { useSeo } from './use-seo.ts';
import { JsonLd } from './json-ld.tsx';
import { PreviewMeta } from './preview-meta.tsx';

export const ArticleSeo = observer(function ArticleSeo({
  article,
  blog,
}: {
  article: Article;
  /** A blog post (BlogPosting); an information page gets the meta only. */
  blog: boolean;
}) {
  const { store, absolute, shop, origin, lang } = useSeo();
  const { pathname } = useLocation();
  const description =
    article.excerpt || clipText(htmlToText(article.html), 160) || shop.description;
  const image = absolute(article.image);
  const defaultLang = store.settings.languages.find((l) => l.default)?.code ?? 'ru';
  return (
    <>
      <Meta property="og:type" content={blog ? 'article' : 'website'} />
      <PreviewMeta title={article.title} description={description} image={image} />
      {import.meta.env.SSR && blog && (
        <JsonLd
          id="article"
          data={blogPostingJsonLd({
            headline: article.title,
            description,
            url: pageUrl(origin, pathname, lang, defaultLang),
            image,
            datePublished: article.date,
            publisher: shop.name,
            shopUrl: pageUrl(origin, '/', lang, defaultLang),
          })}
        />
      )}
    </>
  );
});
