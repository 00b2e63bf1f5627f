// A titled screen: the document title and the visible heading come from one place.
import { DocumentTitle } from './head.tsx';

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
      <DocumentTitle title={title} />
      <h1 className="page__title">{title}</h1>
      {children}
    </section>
  );
}
