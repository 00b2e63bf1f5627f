// Top bar: the shop's logo and name, the cart (desktop), language, theme (web), account. Inside
// Telegram, which shows the bot's name and photo above the app, the logo row is not repeated: one
// row holds the delivery choice, the language and the account (issue 13).
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStores } from '../store-context.tsx';
import { LanguageSelect } from './language-select.tsx';
import { DeliveryBar } from '../delivery/delivery-bar.tsx';
import { MoonIcon, SunIcon, UserIcon } from '../components/icons.tsx';
import { SignInHost } from '../auth/sign-in-host.tsx';
import { HeaderCart } from '../cart/header-cart.tsx';
import './header.css';

export const Header = observer(function Header() {
  const store = useStores();
  const { t } = useTranslation();
  const s = store.settings.settings!;
  const isWeb = store.platform.kind === 'web';
  return (
    <header className={`header${isWeb ? '' : ' header--telegram'}`}>
      {!isWeb && <DeliveryBar />}
      <div className="header__inner">
        {isWeb && (
          <Link to="/" className="header__brand">
            {s.logo.logo_header && (
              <img
                className="header__logo"
                src={store.api.client.url(s.logo.logo_header)}
                alt=""
                width={36}
                height={36}
              />
            )}
            <span className="header__name">{s.seo.name}</span>
          </Link>
        )}
        <div className="header__actions">
          <HeaderCart />
          {isWeb && <LanguageSelect />}
          {isWeb && (
            <button
              type="button"
              className="icon-btn"
              onClick={() => store.ui.toggleTheme()}
              aria-label={store.ui.appearance === 'dark' ? t('theme.light') : t('theme.dark')}
              data-testid="theme-toggle"
            >
              {store.ui.appearance === 'dark' ? <SunIcon /> : <MoonIcon />}
            </button>
          )}
          <Link
            to={store.user.signedIn ? '/lk' : '?auth=1'}
            className="icon-btn"
            aria-label={t('nav.account')}
            data-testid="account-link"
          >
            <UserIcon />
          </Link>
          <SignInHost />
        </div>
      </div>
      {isWeb && <DeliveryBar />}
    </header>
  );
});
