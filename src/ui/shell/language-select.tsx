// Language choice: the shop's language_list (translate_active), then the languages the Google widget
// translates into (use_google_translate, google_languages_list); saved on the device. Hidden when the
// shop offers no choice.
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import './google-translate.css';

export const LanguageSelect = observer(function LanguageSelect() {
  const { ui, settings } = useStores();
  const { t } = useTranslation();
  const options = settings.languageOptions;
  if (options.length === 0) return null;
  return (
    // translate="no": the widget leaves the language names as they are written.
    <label className="lang-select notranslate" translate="no">
      <span className="visually-hidden">{t('nav.language')}</span>
      <select
        value={ui.selectedLanguage}
        onChange={(e) => ui.chooseLanguage(e.target.value)}
        data-testid="language-select"
      >
        {options.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.label}
          </option>
        ))}
      </select>
    </label>
  );
});
