// The shop itself for search engines: a Restaurant (or a grocery store) with its address, phone and
// opening hours (SPEC.md §3 contacts, delivery_work_time of the main stock).
import { observer } from 'mobx-react-lite';
import { shopJsonLd } from '../../domain/structured-data.ts';
import { workTimeOf } from '../../domain/work-time.ts';
import { pageUrl } from '../../domain/seo.ts';
import { shopPhone } from '../../domain/safe-link.ts';
import { useSeo } from './use-seo.ts';
import { JsonLd } from './json-ld.tsx';

/** The shop's JSON-LD: written by the server only (json-ld.tsx). */
export const ShopJsonLd = import.meta.env.SSR ? observer(ShopJsonLdOnServer) : () => null;

function ShopJsonLdOnServer() {
  const { store, shop, absolute, origin, lang } = useSeo();
  const s = store.settings.settings;
  if (!s) return null;
  const stock =
    s.delivery.default_warehouse_id ||
    s.settings.single_stock_id ||
    s.locations[0]?.warehouse_id ||
    null;
  const city = s.locations.find((l) => l.warehouse_id === stock)?.city ?? '';
  const defaultLang = store.settings.languages.find((l) => l.default)?.code ?? 'ru';
  const c = s.contacts;
  return (
    <JsonLd
      id="shop"
      data={shopJsonLd({
        name: shop.name,
        description: shop.description,
        url: pageUrl(origin, '/', lang, defaultLang),
        logo: absolute(s.logo.favicon_png || s.logo.logo_header),
        grocery: store.settings.shopFront === 'grocery',
        phone: shopPhone(c, stock),
        address: c.address,
        city,
        email: c.email,
        currency: store.settings.currency,
        sameAs: [c.vk, c.inst, c.fb, c.telegram].filter((u) => /^https?:\/\//.test(u)),
        workTime: workTimeOf(s.delivery_work_time, stock),
      })}
    />
  );
}
