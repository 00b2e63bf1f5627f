// The first stop of the Tab key: 'Перейти к содержимому' jumps over the header to the page itself
// (WCAG 2.4.1). Shown only while focused. It moves focus itself rather than through '#main' in the
// address, which Telegram's launch parameters use.
import { useTranslation } from '../use-translation.ts';
import { MAIN_ID } from '../components/focus-return.ts';
import './skip-link.css';
import './motion.css';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      className="skip-link"
      href={`#${MAIN_ID}`}
      onClick={(e) => {
        e.preventDefault();
        const main = document.getElementById(MAIN_ID);
        main?.focus({ preventScroll: true });
        main?.scrollIntoView();
      }}
    >
      {t('common.skipToContent')}
    </a>
  );
}
