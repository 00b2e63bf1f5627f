// The level of a product's name on its card or row: h3 under a section's h2 (the home page's
// category blocks, search results), h2 right under a page's h1 (a category's own shelf), so the
// page's headings never skip a level (screen readers list them as the page's outline).
import { createContext, useContext } from 'react';

const CardHeadingLevel = createContext<2 | 3>(3);

/** Cards inside name their products one level below the page's title. */
export function UnderPageTitle({ children }: { children: React.ReactNode }) {
  return <CardHeadingLevel.Provider value={2}>{children}</CardHeadingLevel.Provider>;
}

/** A product's name as a heading at the level its place on the page calls for. */
export function CardHeading({
  className,
  children,
}: {
  className: string;
  children: React.ReactNode;
}) {
  const Heading = useContext(CardHeadingLevel) === 2 ? 'h2' : 'h3';
  return <Heading className={className}>{children}</Heading>;
}
