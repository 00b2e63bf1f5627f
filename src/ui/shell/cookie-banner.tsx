// The cookie banner (SPEC.md §4 "cookie acceptance", §7 cookie library): asked once, and only when
// the shop has analytics to run (include.metrix, include.scripts). 'Принять' lets them run (the
// root store loads them then); 'Только необходимые' keeps them out. The answer is remembered.
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import './cookie-banner.css';
import cookie from '@lobehub/fluent-emoji-3d/assets/1f36a.webp';

const CookieBanner = observer(function CookieBanner() {
  const { ui } = useStores();
  const { t } = useTranslation();
  return (
    <section
      className="cookie-banner"
      aria-labelledby="cookie-banner-title"
      data-testid="cookie-banner"
    >
      <div className="cookie-banner__text">
        <h2 id="cookie-banner-title" className="cookie-banner__title">
          <img className="cookie-banner__art" src={cookie} alt="" width={24} height={24} />
          {t('cookies.title')}
        </h2>
        <p>{t('cookies.text')}</p>
      </div>
      <div className="cookie-banner__actions">
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => ui.chooseCookies('necessary')}
        >
          {t('cookies.necessary')}
        </button>
        <button type="button" className="btn btn--primary" onClick={() => ui.chooseCookies('all')}>
          {t('cookies.accept')}
        </button>
      </div>
    </section>
  );
});

export default CookieBanner;
