// A titled screen: the document title and the visible heading come from one place.
import { DocumentTitle } from './head.tsx';

/** `action`: a button beside the heading (a category's share button). */
export function Page({
  title,
  children,
  className = '',
  action,
  lead,
}: {
  title: string;
  children?: React.ReactNode;
  className?: string;
  action?: React.ReactNode;
  /** Above the heading: the way back to the list the page belongs to. */
  lead?: React.ReactNode;
}) {
  const heading = <h1 className="page__title">{title}</h1>;
  return (
    <section className={`page ${className}`}>
      <DocumentTitle title={title} />
      {lead}
      {action ? (
        <div className="page__head">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
