// Providers and the router. The shell decides what shows while settings load or fail.
import {
  StrictMode,
  useEffect,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { observer } from 'mobx-react-lite';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { HeadProvider } from './components/head.tsx';
import { HostUiRoot } from '../../adapters/ui-root.tsx';
import type { RootStore } from '../stores/root-store.ts';
import { StoreContext } from './store-context.tsx';
import { AppRoutes } from './router.tsx';
import { Maintenance } from './shell/maintenance.tsx';
import { useThemeVars } from './shell/use-theme-vars.ts';
import { useLanguageSync } from './shell/use-language-sync.ts';

export interface AppProps {
  store: RootStore;
  i18n: i18n;
  /** BrowserRouter in the browser, a StaticRouter at the rendered address on the server. */
  router: ComponentType<{ children?: ReactNode }>;
  /** Server rendering: react-head collects the page's head tags here. */
  headTags?: ReactElement[];
  /** Called once the first render is on screen (after hydration of a server-rendered page). */
  onMounted?: () => void;
}

export function App({ store, i18n, router, headTags, onMounted }: AppProps) {
  return (
    <StrictMode>
      <HeadProvider headTags={headTags}>
        <StoreContext.Provider value={store}>
          <I18nextProvider i18n={i18n}>
            <Root store={store} i18n={i18n} router={router} onMounted={onMounted} />
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
  onMounted,
}: Pick<AppProps, 'store' | 'i18n' | 'router' | 'onMounted'>) {
  useThemeVars(store);
  useLanguageSync(store, i18n);
  useEffect(() => store.ui.setTranslator((key, options) => i18n.t(key, options)), [store, i18n]);
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <HostUiRoot
      appearance={store.ui.appearance}
      platform={store.platform.uiPlatform}
      className="app-root"
    >
      {store.settings.status === 'failed' ? (
        <Maintenance />
      ) : (
        <Router>
          <AppRoutes />
        </Router>
      )}
    </HostUiRoot>
  );
});
