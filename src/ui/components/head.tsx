// Head tags for screens: <DocumentTitle>, <Meta>, <HeadLink> (head-tags.ts keeps the stacks).
// Titles read "{screen} — {shop}", the shop's name alone on the home page.
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores } from '../store-context.tsx';
import { mountHeadTag, type HeadCollector, type HeadSpec } from './head-tags.ts';

const CollectorContext = createContext<HeadCollector | null>(null);

/** Server rendering: the page's head tags go to `collector`. */
export function HeadProvider({
  collector,
  children,
}: {
  collector?: HeadCollector;
  children?: ReactNode;
}) {
  return (
    <CollectorContext.Provider value={collector ?? null}>{children}</CollectorContext.Provider>
  );
}

/** The server's collector of head tags (null in the browser). */
export function useHeadCollector(): HeadCollector | null {
  return useContext(CollectorContext);
}

function useHeadTag(spec: HeadSpec) {
  const collector = useContext(CollectorContext);
  if (collector) collector.add(spec);
  const signature = JSON.stringify(spec);
  useEffect(() => mountHeadTag(JSON.parse(signature) as HeadSpec), [signature]);
}

export function Title({ children }: { children: string }) {
  useHeadTag({ tag: 'title', text: children });
  return null;
}

type Attrs = Record<string, string | undefined>;
const defined = (attrs: Attrs) =>
  Object.fromEntries(
    Object.entries(attrs).filter((e): e is [string, string] => e[1] !== undefined),
  );

export function Meta(props: { name?: string; property?: string; content: string }) {
  useHeadTag({ tag: 'meta', attrs: defined(props) });
  return null;
}

export function HeadLink(props: {
  rel: string;
  href: string;
  type?: string;
  sizes?: string;
  hrefLang?: string;
}) {
  useHeadTag({ tag: 'link', attrs: defined(props) });
  return null;
}

export const DocumentTitle = observer(function DocumentTitle({ title }: { title?: string }) {
  const shop = useStores().settings.shopName;
  return <Title>{title ? (shop ? `${title} — ${shop}` : title) : shop}</Title>;
});
