// Head tags through react-head: the last mounted <title> or <meta name|property> wins, so a screen
// overrides the shell's defaults and gets them back when it unmounts. Titles read
// "{screen} — {shop}", the shop's name alone on the home page.
import { observer } from 'mobx-react-lite';
import { Title } from 'react-head';
import { useStores } from '../store-context.tsx';

export { HeadProvider, Link as HeadLink, Meta } from 'react-head';

export const DocumentTitle = observer(function DocumentTitle({ title }: { title?: string }) {
  const shop = useStores().settings.shopName;
  return <Title>{title ? (shop ? `${title} — ${shop}` : title) : shop}</Title>;
});
