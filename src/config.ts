// Runtime configuration, read from /runtime-config.js so one build can point at any backend.
export interface RuntimeConfig {
  /** Base of the merchant's API, e.g. '/api' or 'https://shop.example/api'. */
  apiBase: string;
  realtime: { key: string; cluster: string; wsHost: string; forceTLS: boolean };
  demo: boolean;
}

declare global {
  interface Window {
    __STOREFRONT_CONFIG__?: Partial<RuntimeConfig>;
  }
}

export function runtimeConfig(
  source: Partial<RuntimeConfig> | undefined = window.__STOREFRONT_CONFIG__,
): RuntimeConfig {
  return {
    apiBase: (source?.apiBase ?? '/api').replace(/\/$/, ''),
    realtime: { key: '', cluster: 'eu', wsHost: '', forceTLS: true, ...source?.realtime },
    demo: source?.demo ?? false,
  };
}
