// Providers and the router. The shell decides what shows while settings load or fail.
import { StrictMode, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { BrowserRouter } from 'react-router-dom';
import { HeadProvider } from './components/head.tsx';
import { HostUiRoot } from '../../adapters/ui-root.tsx';
import type { RootStore } from '../stores/root-store.ts';
import { StoreContext } from './store-context.tsx';
import { AppRoutes } from './router.tsx';
import { Maintenance } from './shell/maintenance.tsx';
import { useThemeVars } from './shell/use-theme-vars.ts';
import { useLanguageSync } from './shell/use-language-sync.ts';

export function App({ store, i18n }: { store: RootStore; i18n: i18n }) {
  return (
    <StrictMode>
      <HeadProvider>
        <StoreContext.Provider value={store}>
          <I18nextProvider i18n={i18n}>
            <Root store={store} i18n={i18n} />
          </I18nextProvider>
        </StoreContext.Provider>
      </HeadProvider>
    </StrictMode>
  );
}

const Root = observer(function Root({ store, i18n }: { store: RootStore; i18n: i18n }) {
  useThemeVars(store);
  useLanguageSync(store, i18n);
  useEffect(() => store.ui.setTranslator((key, options) => i18n.t(key, options)), [store, i18n]);
  return (
    <HostUiRoot
      appearance={store.ui.appearance}
      platform={store.platform.uiPlatform}
      className="app-root"
    >
      {store.settings.status === 'failed' ? (
        <Maintenance />
      ) : (
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      )}
    </HostUiRoot>
  );
});
