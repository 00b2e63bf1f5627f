// What a page shows in search results and link previews: its description, and its title,
// description and picture as Open Graph and Twitter cards read them.
import { Meta } from '../components/head.tsx';

export function PreviewMeta({
  title,
  description,
  image,
}: {
  title: string;
  description: string;
  /** An absolute URL, or '' for none. */
  image: string;
}) {
  return (
    <>
      {description && <Meta name="description" content={description} />}
      <Meta property="og:title" content={title} />
      <Meta name="twitter:title" content={title} />
      {description && <Meta property="og:description" content={description} />}
      {description && <Meta name="twitter:description" content={description} />}
      {image && <Meta property="og:image" content={image} />}
      {image && <Meta name="twitter:image" content={image} />}
    </>
  );
}
