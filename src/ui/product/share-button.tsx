// Share a dish (issue 18): inside Telegram, Telegram's share sheet with a link that opens the Mini
// App on the dish (startapp=product_{id}); on the website the system share sheet, or the link
// copied where there is none.
import { useTranslation } from 'react-i18next';
import { useStores } from '../store-context.tsx';
import { productShareUrl } from '../../domain/deep-link.ts';
import './share-button.css';

export function ShareButton({ productId, name }: { productId: number; name: string }) {
  const store = useStores();
  const { t } = useTranslation();
  const share = async () => {
    const url = productShareUrl({
      productId,
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
      className="sheet__share"
      onClick={() => void share()}
      aria-label={t('product.share.label', { name })}
      data-testid="product-share"
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
