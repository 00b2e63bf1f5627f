// The frame around every screen: header, content in its layout, footer, notifications, host buttons.
import { Suspense, lazy, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { Outlet } from 'react-router-dom';
import { useStores } from '../store-context.tsx';
import { Header } from './header.tsx';
import { Footer } from './footer.tsx';
import { Notifications } from './notifications.tsx';
import { ShopMeta } from '../seo/shop-meta.tsx';
import { PageLinks } from '../seo/page-links.tsx';
import { useBackButton } from './use-back-button.ts';
import { isCatalogRoute, layoutFor } from '../../domain/routes-rules.ts';
import { useRouteName } from '../route-name.ts';
import { ScreenSkeleton } from '../components/skeleton.tsx';
import { ProductModalHost } from '../product/product-modal-host.tsx';
import { useStartParam } from './use-start-param.ts';
import { CartBar } from '../cart/cart-bar.tsx';
import { HydrationSignal } from '../hydration-signal.tsx';
import { lazyWithRetry } from '../lazy-with-retry.ts';
import { useTableLink } from './use-table-link.ts';
import './safe-area.css';
import { MAIN_ID } from '../components/focus-return.ts';
import { useScrollRestore } from './use-scroll-restore.ts';
import { SkipLink } from './skip-link.tsx';
import { DemoBanner } from './demo-banner.tsx';
import { OfflineNotice } from './offline-notice.tsx';

// Active orders (a signed-in customer's, or a guest's placed on this device), in a chunk of their
// own (a failed load shows nothing).
const ActiveOrders = lazy<React.ComponentType>(() =>
  lazyWithRetry(() => import('../orders/active-orders.tsx')).catch(() => ({
    default: () => null,
  })),
);

// Table booking and the simplified_order request: chunks of their own.
const BookingHost = lazy(() => lazyWithRetry(() => import('../booking/booking-host.tsx')));
const RequestHost = lazy(() => lazyWithRetry(() => import('../request/request-host.tsx')));
// Telegram's manners the page drives (closing guard, swipes, SettingsButton): inside Telegram only.
const NativeManners = lazy(() => lazyWithRetry(() => import('./native-manners.tsx')));
// The website's question before a destructive action (Telegram asks with its own popup).
const ConfirmDialog = lazy(() => lazyWithRetry(() => import('../components/confirm-dialog.tsx')));

export const Shell = observer(function Shell() {
  const store = useStores();
  const name = useRouteName();
  const pageType = store.settings.pageType;
  const layout = layoutFor(
    store.settings.layoutPageType || pageType,
    isCatalogRoute(name, pageType),
  );
  useBackButton(store.platform);
  useStartParam(store.platform);
  useTableLink(store);
  useScrollRestore(MAIN_ID);
  // One element for the screen's boundary: a re-render of the shell (a modal opening while the page
  // hydrates) then does not touch it, and React hydrates it undisturbed. <Outlet> follows the route.
  const screen = useMemo(
    () => (
      <Suspense fallback={<ScreenSkeleton />}>
        <Outlet />
        <HydrationSignal />
      </Suspense>
    ),
    [],
  );
  if (store.settings.status !== 'loaded') return <ScreenSkeleton />;
  return (
    <div className={`layout layout--${layout}`} data-layout={layout} data-route={name}>
      <ShopMeta />
      <PageLinks />
      <SkipLink />
      {/* Inside Telegram the header comes first: in fullscreen it is what keeps clear of the notch. */}
      {store.platform.kind === 'web' && <DemoBanner />}
      <Header />
      {store.platform.kind !== 'web' && <DemoBanner />}
      {(store.user.signedIn || store.guestOrders.orders.length > 0) && (
        <Suspense fallback={null}>
          <ActiveOrders />
        </Suspense>
      )}
      <main className="layout__main" id={MAIN_ID} tabIndex={-1}>
        {screen}
      </main>
      {store.platform.kind === 'web' && <Footer />}
      <ProductModalHost />
      <CartBar />
      {(store.ui.modal === 'booking' ||
        store.ui.modal === 'send-request' ||
        store.confirmations?.pending ||
        store.platform.kind === 'telegram') && (
        <Suspense fallback={null}>
          {store.ui.modal === 'booking' && <BookingHost />}
          {store.ui.modal === 'send-request' && <RequestHost />}
          {store.confirmations?.pending && <ConfirmDialog />}
          {store.platform.kind === 'telegram' && <NativeManners />}
        </Suspense>
      )}
      <Notifications />
      <OfflineNotice />
    </div>
  );
});
