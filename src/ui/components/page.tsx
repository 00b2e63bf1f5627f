// A titled screen: the document title and the visible heading come from one place.
import { Helmet } from 'react-helmet-async';

export function Page({
  title,
  children,
  className = '',
}: {
  title: string;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <section className={`page ${className}`}>
      <Helmet>
        <title>{title}</title>
      </Helmet>
      <h1 className="page__title">{title}</h1>
      {children}
    </section>
  );
}
