// The settings modal of SPEC.md §2 with "Clearing the cache" (§4): forget delivery, location,
// promo, popup, language and map data and start afresh. In a shop with analytics, the customer's
// answer to the cookie banner can be changed here, both ways (analytics-store.ts follows it).
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { Modal } from '../components/modal.tsx';
import { clearCache } from '../../stores/clear-cache.ts';
import { forgetYandexMaps } from './yandex-maps.ts';
import { LanguageSelect } from '../shell/language-select.tsx';
import { ChoiceField } from '../components/choice-field.tsx';

export const SettingsModal = observer(function SettingsModal() {
  const store = useStores();
  const { delivery, ui } = store;
  const { t } = useTranslation();
  const reset = () => {
    clearCache(store);
    forgetYandexMaps();
    ui.close();
    ui.notify(t('delivery.settings.done'));
  };
  const chosen = delivery.location
    ? `${delivery.method?.name ?? ''} · ${delivery.location.title}`
    : t('delivery.settings.nothing');
  return (
    <Modal open onClose={() => ui.close()} title={t('delivery.settings.title')}>
      <div className="delivery-settings">
        {/* Inside Telegram the header is one compact row: the language is chosen here. */}
        {store.platform.kind === 'telegram' && (
          <div className="delivery-settings__language">
            <p className="delivery-field__label">{t('nav.language')}</p>
            <LanguageSelect />
          </div>
        )}
        <p className="delivery-field__label">{t('delivery.settings.current')}</p>
        <p className="delivery-settings__current">
          {[delivery.city?.name, chosen].filter(Boolean).join(' · ')}
        </p>
        {store.settings.hasAnalytics && (
          <ChoiceField
            type="checkbox"
            className="delivery-settings__cookies"
            checked={ui.cookieChoice === 'all'}
            onCheck={(all) => ui.chooseCookies(all ? 'all' : 'necessary')}
          >
            {t('cookies.allowAnalytics')}
          </ChoiceField>
        )}
        <p className="delivery-settings__hint">{t('delivery.settings.resetHint')}</p>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={reset}
          data-testid="reset-settings"
        >
          {t('delivery.settings.reset')}
        </button>
      </div>
    </Modal>
  );
});
