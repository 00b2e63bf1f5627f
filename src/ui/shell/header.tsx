// Top bar, shaped by the layout (SPEC.md §2 Layouts): the burger menu and the shop's logo and name
// everywhere; a restaurant adds its menu links, phone and booking (desktop), a quick-commerce shop
// its search; language and theme (website) and the account. Under it the delivery choice; inside
// Telegram, which shows the bot's name and photo above the app, the logo row is not repeated: one
// row holds the burger, the delivery choice and the account (issue 13).
import { lazy } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { ShopImage } from '../components/shop-image.tsx';
import { LanguageSelect } from './language-select.tsx';
import { DeliveryBar } from '../delivery/delivery-bar.tsx';
import { MenuIcon, MoonIcon, SunIcon, UserIcon } from '../components/icons.tsx';
import { SignInHost } from '../auth/sign-in-host.tsx';
import { SearchBar } from '../catalog/search-bar.tsx';
import type { Layout } from '../../domain/routes-rules.ts';
import { CORE, lazyWithRetry } from '../lazy-with-retry.ts';
import { HeaderCart } from '../cart/header-cart.tsx';
import './header.css';
import { DrawnSuspense } from '../hydration-signal.tsx';

const restaurant = () => lazyWithRetry(() => import('./restaurant-header.tsx'), CORE);
const RestaurantNav = lazy(() => restaurant().then((m) => ({ default: m.RestaurantNav })));
const RestaurantActions = lazy(() => restaurant().then((m) => ({ default: m.RestaurantActions })));

export const Header = observer(function Header({ layout }: { layout: Layout }) {
  const store = useStores();
  const { t } = useTranslation();
  const s = store.settings.settings!;
  const isWeb = store.platform.kind === 'web';
  const burger = (
    <button
      type="button"
      className="icon-btn header__burger"
      onClick={() => store.ui.open('burger-menu')}
      aria-label={t('nav.openMenu')}
      aria-haspopup="dialog"
      data-testid="burger-button"
    >
      <MenuIcon />
    </button>
  );
  return (
    <header className={`header header--${layout}${isWeb ? '' : ' header--telegram'}`}>
      {!isWeb && burger}
      {!isWeb && <DeliveryBar />}
      <div className="header__inner">
        {isWeb && burger}
        {isWeb && (
          <Link to="/" className="header__brand">
            <ShopImage className="header__logo" path={s.logo.logo_header} size={36} />
            <span className="header__name">{store.settings.shopName}</span>
          </Link>
        )}
        {layout === 'restaurant' && (
          <DrawnSuspense fallback={null}>
            <RestaurantNav />
          </DrawnSuspense>
        )}
        {layout === 'samokat' && (
          <div className="header__search">
            <SearchBar />
          </div>
        )}
        <div className="header__actions">
          {layout === 'restaurant' && (
            <DrawnSuspense fallback={null}>
              <RestaurantActions />
            </DrawnSuspense>
          )}
          <HeaderCart />
          {isWeb && (
            <span className="header__wide">
              <LanguageSelect />
            </span>
          )}
          {isWeb && (
            <button
              type="button"
              className="icon-btn header__wide"
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
