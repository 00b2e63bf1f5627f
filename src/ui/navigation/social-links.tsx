// The shop's messengers and social pages (settings.contacts), each checked before it is a link
// (domain/safe-link.ts socialLinks); inside Telegram another site opens through the host.
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { socialLinks } from '../../domain/safe-link.ts';
import { CheckedAnchor } from '../components/checked-anchor.tsx';

/** As chips: the burger menu, the restaurant front (the footer lists them as plain links). */
export const SocialLinks = observer(function SocialLinks() {
  const store = useStores();
  const { t } = useTranslation();
  const present = socialLinks(store.settings.settings!.contacts);
  if (present.length === 0) return null;
  return (
    <div className="social-links">
      {present.map(({ kind, link }) => (
        <CheckedAnchor key={kind} link={link} className="chip">
          {t(`social.${kind}`)}
        </CheckedAnchor>
      ))}
    </div>
  );
});
