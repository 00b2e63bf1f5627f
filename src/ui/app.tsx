// Providers and the router. The shell decides what shows while settings load or fail.
import { StrictMode, useEffect, type ComponentType, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { HeadProvider } from './components/head.tsx';
import type { HeadCollector } from './components/head-tags.ts';
import { HostUiRoot } from '../../adapters/ui-root.tsx';
import type { RootStore } from '../stores/root-store.ts';
import { StoreContext } from './store-context.tsx';
import { AppRoutes } from './router.tsx';
import { Maintenance } from './shell/maintenance.tsx';
import { HydrationRoot } from './hydration-signal.tsx';
import { useThemeVars } from './shell/use-theme-vars.ts';
import { useLanguageSync } from './shell/use-language-sync.ts';

export interface AppProps {
  store: RootStore;
  i18n: i18n;
  /** BrowserRouter in the browser, a StaticRouter at the rendered address on the server. */
  router: ComponentType<{ children?: ReactNode }>;
  /** Server rendering: the page's head tags are collected here. */
  headTags?: HeadCollector;
  /** Called once a server-rendered page is hydrated, screen included (hydration-signal.tsx). */
  onMounted?: () => void;
}

export function App({ store, i18n, router, headTags, onMounted }: AppProps) {
  return (
    <StrictMode>
      <HeadProvider collector={headTags}>
        <StoreContext.Provider value={store}>
          <I18nextProvider i18n={i18n}>
            <HydrationRoot onHydrated={onMounted}>
              <Root store={store} i18n={i18n} router={router} />
            </HydrationRoot>
          </I18nextProvider>
        </StoreContext.Provider>
      </HeadProvider>
    </StrictMode>
  );
}

const Root = observer(function Root({
  store,
  i18n,
  router: Router,
}: Pick<AppProps, 'store' | 'i18n' | 'router'>) {
  useThemeVars(store);
  useLanguageSync(store, i18n);
  useEffect(
    () => store.ui.setTranslator((key, options) => i18n.t(key, options), i18n),
    [store, i18n],
  );
  const content =
    store.settings.status === 'failed' ? (
      <Maintenance />
    ) : (
      <Router>
        <AppRoutes />
      </Router>
    );
  // Inside Telegram the UI kit's root (loaded before the first render by loadHostUiRoot); on the
  // website a plain element with no state of its own, so a server-rendered page hydrates as is.
  return (
    <HostUiRoot
      appearance={store.ui.appearance}
      platform={store.platform.uiPlatform}
      className="app-root"
    >
      {content}
    </HostUiRoot>
  );
});
