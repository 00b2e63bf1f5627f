// The shop's messengers and social pages (settings.contacts), each checked before it is a link
// (domain/safe-link.ts); inside Telegram another site opens through the host.
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { checkLink } from '../../domain/safe-link.ts';
import { CheckedAnchor } from '../components/checked-anchor.tsx';

const NETWORKS = ['telegram', 'vk', 'whatsapp', 'inst', 'fb', 'viber'] as const;

export const SocialLinks = observer(function SocialLinks() {
  const store = useStores();
  const { t } = useTranslation();
  const contacts = store.settings.settings!.contacts;
  const present = NETWORKS.flatMap((k) => {
    const link = checkLink(contacts[k]);
    return link && link.kind !== 'internal' ? [{ k, link }] : [];
  });
  if (present.length === 0) return null;
  return (
    <div className="social-links">
      {present.map(({ k, link }) => (
        <CheckedAnchor key={k} link={link} className="chip">
          {t(`social.${k}`)}
        </CheckedAnchor>
      ))}
    </div>
  );
});
