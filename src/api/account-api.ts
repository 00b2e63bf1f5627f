// The account calls of SPEC.md §7: sign-in by code (SMS, Telegram, WhatsApp) and from Telegram's
// initData, the profile, addresses, orders, bonuses, referrals, coupons, preferences, pushes, the
// wheel. One typed function per call; answers are validated here, at the boundary.
import * as v from 'valibot';
import { bool, numeric, looseObject, object } from '../domain/model-fields.ts';
import { langParam, type ApiClient } from './client.ts';
import { userSchema } from './user-schema.ts';
import type { AddressDraft, SavedAddress } from '../domain/saved-address.ts';

export type CodeChannel = 'sms' | 'telegram' | 'whatsapp';

const CODE_PATHS: Record<CodeChannel, { send: string; check: string }> = {
  sms: { send: '/wp-json/wc/auth/send_code', check: '/wp-json/wc/auth/check_code' },
  telegram: { send: '/wp-json/telega/v1/auth/send', check: '/wp-json/telega/v1/auth/check' },
  whatsapp: { send: '/wp-json/whatsapp/v1/auth/send', check: '/wp-json/whatsapp/v1/auth/check' },
};

const str = v.fallback(
  v.pipe(
    v.nullish(v.union([v.string(), v.number()]), ''),
    v.transform((x) => x + ''),
  ),
  '',
);
const num = v.fallback(numeric, 0);
const session = looseObject({ token: v.string(), user_id: numeric });

/** The shop's yes/no (model-fields bool); anything else it cannot read, no. */
const flag = v.fallback(bool, false);

/**
 * WordPress's address item ({AddressLine, apartment, entrance, floor, coordinates ['lat','lon'],
 * …}; BACKEND-CONTRACT.md get_addresses) as SPEC.md §3 User state names it, with the intercom
 * code ('enter_code', the vendor's order key), the private-house mark, the city and the default
 * mark the POST body carries. Coordinates come latitude first and become [lon, lat] here.
 */
const addressSchema = v.pipe(
  looseObject({
    id: str,
    name: str,
    AddressLine: str,
    apartment: str,
    entrance: str,
    floor: str,
    enter_code: str,
    number: str,
    comment: str,
    city: str,
    private_house: flag,
    default: flag,
    coordinates: v.fallback(v.array(numeric), []),
  }),
  v.transform((a): SavedAddress => ({
    id: a.id,
    name: a.name,
    address: a.AddressLine,
    flat: a.apartment,
    entrance: a.entrance,
    floor: a.floor,
    intercom: a.enter_code,
    comment: a.comment,
    privateHouse: a.private_house,
    number: a.number,
    city: a.city,
    isDefault: a.default,
    coords:
      a.coordinates.length === 2 && a.coordinates.every(Number.isFinite)
        ? [a.coordinates[1]!, a.coordinates[0]!]
        : null,
  })),
);
const addressList = v.array(addressSchema);

const metaList = v.fallback(v.array(looseObject({ key: v.string(), value: v.unknown() })), []);

export const orderSchema = looseObject({
  id: numeric,
  status: str,
  total: num,
  date_created: str,
  /** Enough of each line to name the dishes and order them again (domain/reorder.ts). */
  line_items: v.fallback(
    v.array(
      looseObject({
        id: num,
        name: str,
        product_id: num,
        quantity: num,
        type: v.fallback(v.string(), 'main'),
        parent_item_id: v.fallback(v.nullable(numeric), null),
        meta_data: metaList,
      }),
    ),
    [],
  ),
  order_kind: v.fallback(v.string(), ''),
  meta_data: metaList,
});
export type OrderSummary = v.InferOutput<typeof orderSchema>;

const bonusSchema = looseObject({
  active: v.fallback(v.boolean(), true),
  points_balance: num,
  percent_max: v.fallback(v.nullable(numeric), null),
});
export type BonusInfo = v.InferOutput<typeof bonusSchema>;

const bonusEntrySchema = looseObject({
  id: num,
  amount: num,
  reason: str,
  created_at: str,
  // The reference backend's: what the line is (src/domain/bonus-reasons.ts) and its order.
  kind: str,
  order_id: v.fallback(v.nullable(numeric), null),
});
export type BonusEntry = v.InferOutput<typeof bonusEntrySchema>;

/** referal_info answers [] when the shop has referrals switched off. */
const referralSchema = v.union([
  looseObject({
    discount_type: str,
    amount: num,
    menu_text: str,
    text: str,
    text_for_share: str,
    coupon: v.string(),
  }),
  v.pipe(
    v.array(v.unknown()),
    v.transform(() => null),
  ),
]);
export type ReferralInfo = NonNullable<v.InferOutput<typeof referralSchema>>;

const couponSchema = looseObject({ title: str, code: v.string(), avaible_to: str });
export type PersonalCoupon = v.InferOutput<typeof couponSchema>;

const preferencesSchema = object({
  preferences: v.array(
    object({ code: v.string(), text: str, checked: v.fallback(v.boolean(), false) }),
  ),
  comment: str,
});
export type Preferences = v.InferOutput<typeof preferencesSchema>;

const pushSchema = looseObject({ id: num, title: str, body: str, created_at: str });
export type PushEntry = v.InferOutput<typeof pushSchema>;

const wheelSchema = object({
  prizes: v.array(object({ id: v.string(), label: str, color: v.fallback(v.string(), '#ff6b2c') })),
  result: v.nullable(object({ prize_id: v.string(), label: str, coupon_code: str })),
  next_spin_at: v.fallback(v.nullable(v.string()), null),
});
export type WheelState = v.InferOutput<typeof wheelSchema>;

/** The POST body's data (BACKEND-CONTRACT.md): latitude first, strings, the vendor's names. */
const toServerAddress = (a: AddressDraft, extra: { stockId?: string; zoneId?: string } = {}) => ({
  ...(a.id ? { id: a.id } : {}),
  name: a.name.trim(),
  AddressLine: a.address.trim(),
  apartment: a.privateHouse ? '' : a.flat.trim(),
  entrance: a.privateHouse ? '' : a.entrance.trim(),
  floor: a.privateHouse ? '' : a.floor.trim(),
  enter_code: a.privateHouse ? '' : a.intercom.trim(),
  private_house: a.privateHouse,
  comment: a.comment.trim(),
  city: a.city,
  default: a.isDefault,
  coordinates: a.coords ? [String(a.coords[1]), String(a.coords[0])] : [],
  ...(extra.stockId ? { StockId: extra.stockId } : {}),
  ...(extra.zoneId ? { zoneId: extra.zoneId } : {}),
});

export function accountApi(client: ApiClient) {
  const post = { method: 'POST' } as const;
  return {
    sendCode: (channel: CodeChannel, phone: string) =>
      client.request(
        CODE_PATHS[channel].send,
        looseObject({
          resend_in: v.fallback(v.number(), 30),
          code_length: v.fallback(
            v.pipe(
              v.number(),
              v.check((n) => Number.isInteger(n) && n >= 4 && n <= 8),
            ),
            4,
          ),
        }),
        {
          ...post,
          body: { phone },
        },
      ),
    checkCode: (channel: CodeChannel, phone: string, code: string) =>
      client.request(CODE_PATHS[channel].check, session, { ...post, body: { phone, code } }),
    telegramSignIn: (initData: string) =>
      client.request(
        '/wp-json/telega/v1/auth/webapp',
        looseObject({ ...session.entries, phone_required: v.fallback(v.boolean(), false) }),
        { ...post, body: { init_data: initData } },
      ),
    telegramContact: (contact: string) =>
      client.request('/wp-json/telega/v1/auth/contact', session, { ...post, body: { contact } }),
    /** The token is named: the store forgets it at once, before the request goes out. */
    updateUser: (fields: {
      first_name: string;
      last_name: string;
      birth: string;
      email?: string;
    }) =>
      client.request(
        '/wp-json/system/users',
        v.pipe(
          object({ data: object({ data: userSchema }) }),
          v.transform((r) => r.data.data),
        ),
        { ...post, body: fields },
      ),
    addresses: () => client.request('/wp-json/wc/auth/user/get_addresses', addressList),
    saveAddress: (
      userId: number,
      address: AddressDraft,
      where: { stockId?: string; zoneId?: string } = {},
    ) =>
      client.request('/wp-json/wc/auth/user/get_addresses', addressList, {
        ...post,
        body: { user_id: userId, data: toServerAddress(address, where) },
      }),
    deleteAddress: (userId: number, id: string) =>
      client.request('/wp-json/wc/auth/user/get_addresses', addressList, {
        ...post,
        body: { user_id: userId, action: 'delete', data: { id } },
      }),
    orders: (customerId: number) =>
      client.request('/wp-json/wc/v2/orders', v.array(orderSchema), {
        query: { customer: customerId, per_page: 100 },
      }),
    bonus: (userId: number) =>
      client.request('/wp-json/systeminfo/v1/bonus', bonusSchema, { query: { user_id: userId } }),
    bonusHistory: () =>
      client.request('/wp-json/systeminfo/v2/bonus/history', v.array(bonusEntrySchema)),
    // The calls below answer shop texts (the referral card, coupon titles, preference options,
    // notifications, prizes): asked in the customer's language (`lang`, as the catalogue is).
    referral: (lang: string) =>
      client.request('/wp-json/systeminfo/v2/coupons/referal_info', referralSchema, {
        query: { lang: langParam(lang) },
      }),
    coupons: (userId: number, lang: string) =>
      client.request('/wp-json/systeminfo/v1/user/avaible_coupons', v.array(couponSchema), {
        query: { user_id: userId, lang: langParam(lang) },
      }),
    preferences: (lang: string) =>
      client.request('/wp-json/systeminfo/v2/user_preferences', preferencesSchema, {
        query: { lang: langParam(lang) },
      }),
    savePreferences: (prefs: Preferences, lang: string) =>
      client.request('/wp-json/systeminfo/v2/user_preferences', preferencesSchema, {
        ...post,
        body: prefs,
        query: { lang: langParam(lang) },
      }),
    pushHistory: (lang: string) =>
      client.request('/wp-json/systeminfo/v2/push/user_history', v.array(pushSchema), {
        query: { lang: langParam(lang) },
      }),
    wheel: (userId: number, lang: string) =>
      client.request('/wheel/', wheelSchema, { query: { user_id: userId, lang: langParam(lang) } }),
    // The backend spins at most once a day and answers the same result again: safe to retry.
    spinWheel: (userId: number, lang: string) =>
      client.request('/wheel/', wheelSchema, {
        ...post,
        idempotent: true,
        query: { user_id: userId, lang: langParam(lang) },
      }),
  };
}

export type AccountApi = ReturnType<typeof accountApi>;
