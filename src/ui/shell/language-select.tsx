// Language choice from the shop's language_list, saved on the device (hidden when translate_active is off).
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../store-context.tsx';
import { isLanguage, LANGUAGES } from '../../i18n/i18n.ts';

export const LanguageSelect = observer(function LanguageSelect() {
  const { ui, settings } = useStores();
  const { t } = useTranslation();
  // translate_active off: the shop speaks its own language only, no choice is offered.
  if (!settings.settings?.translate_active) return null;
  const list = settings.languages.filter((l) => isLanguage(l.code));
  const options = list.length > 0 ? list : LANGUAGES.map((code) => ({ code, text: code }));
  return (
    <label className="lang-select">
      <span className="visually-hidden">{t('nav.language')}</span>
      <select
        value={ui.language}
        onChange={(e) => ui.setLanguage(e.target.value)}
        data-testid="language-select"
      >
        {options.map((l) => (
          <option key={l.code} value={l.code}>
            {l.text}
          </option>
        ))}
      </select>
    </label>
  );
});
