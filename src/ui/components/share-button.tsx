// Share a dish or a category (issue 18): inside Telegram, Telegram's share sheet with a link that
// opens the Mini App on it (startapp=product_{id} or category_{slug}); on the website the system
// share sheet, or the link copied where there is none.
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { shareUrl, type ShareTarget } from '../../domain/deep-link.ts';
import './share-button.css';

/** `className`: where it stands (the product sheet's corner by default, or a page's heading). */
export function ShareButton({
  target,
  name,
  className = 'sheet__share',
}: {
  target: ShareTarget;
  name: string;
  className?: string;
}) {
  const store = useStores();
  const { t } = useTranslation();
  const share = async () => {
    const url = shareUrl({
      target,
      host: store.platform.kind,
      telegramApp: store.telegramApp,
      site: store.settings.settings?.settings.front_url || window.location.origin,
    });
    const outcome = await store.platform.share(name, url);
    if (outcome === 'copied') store.ui.notify(t('product.share.copied'), 'success');
    else if (outcome === 'failed') store.ui.notify(t('product.share.failed'), 'error');
  };
  return (
    <button
      type="button"
      className={`share-button ${className}`}
      onClick={() => void share()}
      aria-label={t('product.share.label', { name })}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6"
        />
      </svg>
    </button>
  );
}
