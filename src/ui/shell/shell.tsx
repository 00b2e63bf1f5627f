// The frame around every screen, chosen by the layout (SPEC.md §2 Layouts): header, the side
// category column on desktop catalogue routes, content, footer (website), notifications, modals.
import { lazy, useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Outlet } from 'react-router-dom';
import { useStores } from '../store-context.tsx';
import { OrderingStatus } from '../delivery/ordering-status.tsx';
import { Header } from './header.tsx';
import { Footer } from './footer.tsx';
import { Notifications } from './notifications.tsx';
import { ShopMeta } from '../seo/shop-meta.tsx';
import { PageLinks } from '../seo/page-links.tsx';
import { useBackButton } from './use-back-button.ts';
import { hasSideNav, isCatalogRoute, layoutFor, sideNavFront } from '../../domain/routes-rules.ts';
import { useRouteName } from '../route-name.ts';
import { ScreenSkeleton } from '../components/skeleton.tsx';
import { ProductModalHost } from '../product/product-modal-host.tsx';
import { useStartParam } from './use-start-param.ts';
import { CartBar } from '../cart/cart-bar.tsx';
import './layouts.css';
import { lazyWithRetry } from '../lazy-with-retry.ts';
import { useTableLink } from './use-table-link.ts';
import './safe-area.css';
import { MAIN_ID } from '../components/focus-return.ts';
import { useScrollRestore } from './use-scroll-restore.ts';
import { SkipLink } from './skip-link.tsx';
import { DemoBanner } from './demo-banner.tsx';
import { OfflineNotice } from './offline-notice.tsx';
import { IN_APP_LINKS, useInAppLinks } from '../navigation/in-app-links.ts';
import { DrawnSuspense } from '../hydration-signal.tsx';
import { giveBackActiveOrdersRoom } from './active-orders-room.ts';

// Active orders (a signed-in customer's, or a guest's placed on this device), in a chunk of their
// own. A failed load shows nothing, and gives back the room index.html kept for the strip.
const ActiveOrders = lazy<React.ComponentType>(() =>
  lazyWithRetry(() => import('../orders/active-orders.tsx')).catch(() => {
    giveBackActiveOrdersRoom();
    return { default: () => null };
  }),
);

// Table booking and the simplified_order request: chunks of their own.
const BookingHost = lazy(() => lazyWithRetry(() => import('../booking/booking-host.tsx')));
const RequestHost = lazy(() => lazyWithRetry(() => import('../request/request-host.tsx')));
// Navigation: the burger menu (both hosts) and the desktop side column of categories.
const BurgerMenu = lazy(() => lazyWithRetry(() => import('../navigation/burger-menu.tsx')));
const CategoryNav = lazy(() => lazyWithRetry(() => import('../navigation/category-nav.tsx')));
// The photo carousel and the story viewer: loaded when they open.
const ImageCarousel = lazy(() => lazyWithRetry(() => import('../modals/image-carousel.tsx')));
const StoryViewer = lazy(() => lazyWithRetry(() => import('../stories/story-viewer.tsx')));
// Telegram's manners the page drives (closing guard, swipes, SettingsButton): inside Telegram only.
const NativeManners = lazy(() => lazyWithRetry(() => import('./native-manners.tsx')));
// The cookie banner: only for a shop with analytics, until the customer answers.
const CookieBanner = lazy(() => lazyWithRetry(() => import('./cookie-banner.tsx')));
// The website's question before a destructive action (Telegram asks with its own popup).
const ConfirmDialog = lazy(() => lazyWithRetry(() => import('../components/confirm-dialog.tsx')));

export const Shell = observer(function Shell() {
  const store = useStores();
  const name = useRouteName();
  const pageType = store.settings.pageType;
  const layout = layoutFor(pageType, isCatalogRoute(name, pageType));
  const sideNav = hasSideNav(name, pageType);
  useBackButton(store.platform);
  useStartParam(store.platform);
  useTableLink(store);
  useScrollRestore(MAIN_ID);
  const followLinks = useInAppLinks(IN_APP_LINKS);
  // One element for the screen's boundary: a re-render of the shell (a modal opening while the page
  // hydrates) then does not touch it, and React hydrates it undisturbed. <Outlet> follows the route.
  const screen = useMemo(
    () => (
      <DrawnSuspense fallback={<ScreenSkeleton />}>
        <Outlet />
      </DrawnSuspense>
    ),
    [],
  );
  // Likewise the side categories' boundary (server-rendered on catalogue routes).
  const sideNavElement = useMemo(
    () => (
      <DrawnSuspense fallback={<div className="category-nav" />}>
        <CategoryNav />
      </DrawnSuspense>
    ),
    [],
  );
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (store.settings.status !== 'loaded') return <ScreenSkeleton />;
  // Asked after the first render: the server cannot know the stored answer, and the page must
  // hydrate as the server drew it.
  const askCookies = mounted && store.settings.hasAnalytics && store.ui.cookieChoice === null;
  return (
    // The dish cards' links (IN_APP) open in the app, wherever the card is.
    <div
      onClick={followLinks}
      className={`layout layout--${layout} front--${store.settings.front}${sideNavFront(pageType) ? ' layout--wide' : ''}`}
      data-layout={layout}
      data-page-type={pageType}
      data-route={name}
    >
      <ShopMeta />
      <PageLinks />
      <SkipLink />
      {/* Inside Telegram the header comes first: in fullscreen it is what keeps clear of the notch. */}
      {store.platform.kind === 'web' && <DemoBanner />}
      <Header layout={layout} />
      {store.platform.kind !== 'web' && <DemoBanner />}
      {/* Under the header, not in it: a closed shop's hours take two lines on a phone, and the
          sticky header (whose height the sticky bars below count on) would grow by them. */}
      <OrderingStatus />
      {/* The strip's slot keeps the room a returning customer's strip took (index.html sets it)
          until the strip has drawn, so the page under it does not move when the strip comes. */}
      <div className="active-orders-slot">
        {(store.user.token !== null || store.guestOrders.orders.length > 0) && (
          <DrawnSuspense fallback={null}>
            <ActiveOrders />
          </DrawnSuspense>
        )}
      </div>
      {/* The body's grid has a column per part: the side categories (desktop catalogue routes),
          the screen, and room on its right for a desktop cart column. */}
      <div className={`layout__body${sideNav ? ' layout__body--nav' : ''}`}>
        {sideNav && sideNavElement}
        <main className="layout__main" id={MAIN_ID} tabIndex={-1}>
          {screen}
        </main>
      </div>
      {store.platform.kind === 'web' && <Footer layout={layout} />}
      <ProductModalHost />
      <CartBar />
      {(store.ui.modal === 'booking' ||
        store.ui.modal === 'send-request' ||
        store.ui.modal === 'burger-menu' ||
        store.banners.current !== null ||
        store.ui.carousel !== null ||
        store.confirmations?.pending ||
        askCookies ||
        store.platform.kind === 'telegram') && (
        <DrawnSuspense fallback={null}>
          {store.ui.modal === 'booking' && <BookingHost />}
          {store.ui.modal === 'send-request' && <RequestHost />}
          {store.ui.modal === 'burger-menu' && <BurgerMenu />}
          {store.banners.current !== null && <StoryViewer />}
          {store.ui.carousel !== null && <ImageCarousel />}
          {store.confirmations?.pending && <ConfirmDialog />}
          {store.platform.kind === 'telegram' && <NativeManners />}
          {askCookies && <CookieBanner />}
        </DrawnSuspense>
      )}
      <Notifications />
      <OfflineNotice />
    </div>
  );
});
