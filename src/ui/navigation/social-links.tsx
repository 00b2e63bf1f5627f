// The shop's messengers and social pages (settings.contacts); inside Telegram a t.me link stays in
// Telegram and others open in the browser, through the host.
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../store-context.tsx';

const NETWORKS = ['telegram', 'vk', 'whatsapp', 'inst', 'fb', 'viber'] as const;

export const SocialLinks = observer(function SocialLinks() {
  const store = useStores();
  const { t } = useTranslation();
  const contacts = store.settings.settings!.contacts;
  const present = NETWORKS.filter((k) => /^https?:\/\//.test(contacts[k]));
  if (present.length === 0) return null;
  return (
    <div className="social-links">
      {present.map((k) => (
        <a
          key={k}
          className="chip"
          href={contacts[k]}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(e) => {
            if (store.platform.kind !== 'telegram') return;
            e.preventDefault();
            store.platform.openLink(contacts[k]);
          }}
        >
          {t(`social.${k}`)}
        </a>
      ))}
    </div>
  );
});
