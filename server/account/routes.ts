// Per-user account calls (SPEC.md §7): each checks the token and refuses another user's id.
import { Hono, type Context } from 'hono';
import type { AppContext } from '../app.ts';
import { AuthError } from '../auth/auth-service.ts';
import { getOption } from '../db/db.ts';
import { BONUS_PERCENT_MAX, bonusBalance, bonusHistory } from './bonus-ledger.ts';
import {
  countAddresses,
  deleteAddress,
  findAddress,
  insertAddress,
  listAddresses,
  unmarkOtherDefaults,
  updateAddress,
  type AddressRow,
} from './address-store.ts';
import { preferenceOptions, savedPreferences, savePreferences } from './preference-store.ts';
import { pushHistory } from './push-history.ts';
import { customerOrderCount, customerOrdersPage } from '../orders/order-store.ts';
import { liveUserCoupons } from '../coupons/user-coupons.ts';
import { REFERRAL, referralTexts } from '../coupons/personal-codes.ts';
import type { ShopSeoSource } from '../../src/domain/seo.ts';
import { clip, jsonBody, requireSameUser, requireUser, wpError } from '../http/route-helpers.ts';
import {
  inShopLanguage,
  shopContentLanguage,
  shopNameIn,
  stringDictionary,
} from '../catalog/string-translations.ts';

const MAX_ADDRESSES = 20;

/** WordPress's address item: {id, AddressLine, apartment, entrance, floor, name, coordinates, comment}. */
function addressJson(row: AddressRow) {
  return {
    ...(JSON.parse(row.extra) as Record<string, unknown>),
    id: row.id,
    name: row.name,
    AddressLine: row.address_line,
    apartment: row.apartment,
    entrance: row.entrance,
    floor: row.floor,
    comment: row.comment,
    coordinates: JSON.parse(row.coordinates) as string[],
  };
}

const text = clip;

/** "lat,lon" or [lat, lon] (strings or numbers) → ['lat', 'lon'], anything else → []. */
function coordinates(v: unknown): string[] {
  const parts = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [];
  const nums = parts.map((p) => Number(String(p).trim()));
  return nums.length === 2 && nums.every(Number.isFinite) ? nums.map(String) : [];
}

const EXTRA_TEXT = [
  'short_address',
  'country',
  'city',
  'street',
  'StockId',
  'zoneId',
  'enter_code',
];
const EXTRA_FLAGS = ['default', 'private_house'];
const flag = (v: unknown) => v === true || v === 1 || v === '1' || v === 'yes' || v === 'true';

/**
 * The vendor's extra address fields (BACKEND-CONTRACT.md get_addresses POST body), plus the
 * intercom code (enter_code, the vendor's order key) and the private-house mark: short strings and
 * true/false, never whatever JSON the client sent.
 */
function extraOf(data: Record<string, unknown>): Record<string, string | boolean> {
  const extra: Record<string, string | boolean> = {};
  for (const k of EXTRA_TEXT)
    if (k in data) extra[k] = text(data[k], k === 'short_address' ? 200 : 60);
  for (const k of EXTRA_FLAGS) if (k in data) extra[k] = flag(data[k]);
  if (extra.private_house) extra.enter_code = '';
  return extra;
}

export function accountRoutes({ db, auth, now }: AppContext) {
  const r = new Hono();
  const addressList = (userId: number) => listAddresses(db, userId).map(addressJson);
  const ownAddress = (userId: number, id: unknown) => {
    const row = findAddress(db, Number(id));
    if (!row) throw new AuthError(400, 'address_not_found', 'Адрес не найден');
    if (row.user_id !== userId)
      throw new AuthError(403, 'forbidden', 'Нет доступа к данным другого пользователя');
    return row;
  };

  r.get('/wp-json/wc/auth/user/get_addresses', (c) => c.json(addressList(requireUser(c, auth))));

  // One address per call: no id adds, an id edits, action 'delete' removes; answers the new list.
  r.post('/wp-json/wc/auth/user/get_addresses', async (c) => {
    const body = await jsonBody(c);
    const userId = requireSameUser(c, auth, claimed(body.user_id));
    const data = (body.data && typeof body.data === 'object' ? body.data : {}) as Record<
      string,
      unknown
    >;
    if (body.action === 'delete') {
      ownAddress(userId, data.id);
      deleteAddress(db, Number(data.id));
      return c.json(addressList(userId));
    }
    const extra = extraOf(data);
    const house = extra.private_house === true;
    const fields = {
      name: text(data.name, 60),
      address_line: text(data.AddressLine, 200),
      apartment: house ? '' : text(data.apartment, 20),
      entrance: house ? '' : text(data.entrance, 20),
      floor: house ? '' : text(data.floor, 20),
      comment: text(data.comment, 300),
      coordinates: JSON.stringify(coordinates(data.coordinates)),
      extra: JSON.stringify(extra),
    };
    if (!fields.name) return wpError(c, 400, 'address_name_required', 'Укажите название адреса');
    if (!fields.address_line) return wpError(c, 400, 'address_required', 'Укажите адрес');
    if (data.id !== undefined && data.id !== null && data.id !== '') {
      ownAddress(userId, data.id);
      updateAddress(db, Number(data.id), fields);
      if (extra.default === true) unmarkOtherDefaults(db, userId, Number(data.id));
      return c.json(addressList(userId));
    }
    if (countAddresses(db, userId) >= MAX_ADDRESSES)
      return wpError(c, 400, 'too_many_addresses', 'Можно сохранить не больше 20 адресов');
    const added = insertAddress(db, userId, fields, new Date(now()).toISOString());
    if (extra.default === true) unmarkOtherDefaults(db, userId, added);
    return c.json(addressList(userId));
  });

  // WooCommerce's order list, only ever the caller's own (SPEC.md §7 "count stored as ordersCount").
  r.get('/wp-json/wc/v2/orders', (c) => {
    const userId = requireSameUser(c, auth, c.req.query('customer'));
    const perPage = Math.min(100, Math.max(1, Number(c.req.query('per_page') ?? 10) || 10));
    const page = Math.max(1, Number(c.req.query('page') ?? 1) || 1);
    const total = customerOrderCount(db, userId);
    const rows = customerOrdersPage(db, userId, perPage, (page - 1) * perPage);
    c.header('X-WP-Total', String(total));
    c.header('X-WP-TotalPages', String(Math.ceil(total / perPage)));
    return c.json(
      rows.map((o) => ({
        line_items: [],
        ...(JSON.parse(o.data || '{}') as Record<string, unknown>),
        id: o.id,
        status: o.status,
        total: String(o.total),
        customer_id: userId,
        date_created: o.created_at,
      })),
    );
  });

  r.get('/wp-json/systeminfo/v1/bonus', (c) => {
    const userId = requireSameUser(c, auth, c.req.query('user_id'));
    return c.json({
      user_id: userId,
      active: true,
      points_balance: bonusBalance(db, userId),
      percent_max: BONUS_PERCENT_MAX,
    });
  });

  r.get('/wp-json/systeminfo/v2/bonus/history', (c) =>
    c.json(bonusHistory(db, requireUser(c, auth))),
  );

  r.get('/wp-json/systeminfo/v2/coupons/referal_info', (c) => {
    const userId = requireUser(c, auth);
    const settings =
      getOption<Partial<ShopSeoSource> & { referal_promo_status?: boolean }>(db, 'all_settings') ??
      {};
    if (settings.referal_promo_status === false) return c.json([]);
    const coupon = `promo-${userId}`;
    const lang = shopContentLanguage(db, c.req.query('lang'));
    const shop = settings.seo
      ? shopNameIn(db, { seo: settings.seo, seo_by_langs: settings.seo_by_langs ?? [] }, lang)
      : '';
    const texts = referralTexts(stringDictionary(db, lang), shop, coupon);
    return c.json({
      discount_type: REFERRAL.discount_type,
      amount: REFERRAL.amount,
      ...texts,
      coupon,
    });
  });

  // These answers carry the shop's texts (coupon titles, preference options, its notifications):
  // in the language a request asks for (&lang), as its settings are (inShopLanguage).
  const inLanguageOf = <T>(c: Context, value: T): T =>
    inShopLanguage(db, value, c.req.query('lang'));

  r.get('/wp-json/systeminfo/v1/user/avaible_coupons', (c) => {
    const userId = requireSameUser(c, auth, c.req.query('user_id'));
    const coupons = liveUserCoupons(db, userId, new Date(now()).toISOString()).map((row) => ({
      title: row.title,
      code: row.code,
      individual: true,
      avaible_to: row.expires_at,
      discount_type: row.discount_type,
      amount: String(row.amount),
    }));
    return c.json(inLanguageOf(c, coupons));
  });

  // The options are the shop's texts, translated; the customer's own comment is left as written.
  const preferences = (c: Context, userId: number) => {
    const saved = savedPreferences(db, userId);
    const checked = new Set(JSON.parse(saved?.codes ?? '[]') as string[]);
    return {
      preferences: inLanguageOf(c, preferenceOptions(db)).map((o) => ({
        ...o,
        checked: checked.has(o.code),
      })),
      comment: saved?.comment ?? '',
    };
  };

  r.get('/wp-json/systeminfo/v2/user_preferences', (c) =>
    c.json(preferences(c, requireUser(c, auth))),
  );

  r.post('/wp-json/systeminfo/v2/user_preferences', async (c) => {
    const userId = requireUser(c, auth);
    const body = await jsonBody(c);
    const known = new Set(preferenceOptions(db).map((o) => o.code));
    const list = Array.isArray(body.preferences) ? (body.preferences as unknown[]) : [];
    const codes = list
      .map((p) => (p && typeof p === 'object' ? (p as { code?: unknown; checked?: unknown }) : {}))
      .filter((p) => p.checked === true && typeof p.code === 'string' && known.has(p.code))
      .map((p) => p.code as string);
    savePreferences(db, userId, [...new Set(codes)], text(body.comment, 500));
    return c.json(preferences(c, userId));
  });

  // The shop's own notifications (the welcome) are its texts; translated like them.
  r.get('/wp-json/systeminfo/v2/push/user_history', (c) =>
    c.json(inLanguageOf(c, pushHistory(db, requireUser(c, auth)))),
  );

  return r;
}

/** A user_id from a JSON body, as the string requireSameUser compares. */
export function claimed(value: unknown): string | undefined {
  return typeof value === 'number' || typeof value === 'string' ? String(value) : undefined;
}
