// Per-user account calls (SPEC.md §7): each checks the token and refuses another user's id.
import { Hono } from 'hono';
import type { AppContext } from '../app.ts';
import { AuthError } from '../auth/auth-service.ts';
import { getOption } from '../db/db.ts';
import { BONUS_PERCENT_MAX, bonusBalance, bonusHistory } from './bonus-ledger.ts';
import { clip, jsonBody, requireSameUser, requireUser, wpError } from '../http/route-helpers.ts';

/** The referral coupon: a friend's first-order discount (BACKEND-CONTRACT "referal_info"). */
export const REFERRAL = { discount_type: 'percent', amount: 10, bonus: 200 } as const;
const MAX_ADDRESSES = 20;

interface AddressRow {
  id: number;
  user_id: number;
  name: string;
  address_line: string;
  apartment: string;
  entrance: string;
  floor: string;
  comment: string;
  coordinates: string;
  extra: string;
}

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
  const listAddresses = (userId: number) =>
    (
      db
        .prepare('SELECT * FROM user_addresses WHERE user_id = ? ORDER BY id')
        .all(userId) as AddressRow[]
    ).map(addressJson);
  const ownAddress = (userId: number, id: unknown) => {
    const row = db.prepare('SELECT * FROM user_addresses WHERE id = ?').get(Number(id)) as
      AddressRow | undefined;
    if (!row) throw new AuthError(400, 'address_not_found', 'Адрес не найден');
    if (row.user_id !== userId)
      throw new AuthError(403, 'forbidden', 'Нет доступа к данным другого пользователя');
    return row;
  };

  /** One default address per customer: marking one unmarks the others. */
  const onlyDefault = (userId: number, id: number) => {
    const rows = db
      .prepare('SELECT id, extra FROM user_addresses WHERE user_id = ? AND id != ?')
      .all(userId, id) as { id: number; extra: string }[];
    const update = db.prepare('UPDATE user_addresses SET extra = ? WHERE id = ?');
    for (const row of rows) {
      const extra = JSON.parse(row.extra) as Record<string, unknown>;
      if (extra.default) update.run(JSON.stringify({ ...extra, default: false }), row.id);
    }
  };

  r.get('/wp-json/wc/auth/user/get_addresses', (c) => c.json(listAddresses(requireUser(c, auth))));

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
      db.prepare('DELETE FROM user_addresses WHERE id = ?').run(Number(data.id));
      return c.json(listAddresses(userId));
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
      db.prepare(
        `UPDATE user_addresses SET name = @name, address_line = @address_line, apartment = @apartment,
         entrance = @entrance, floor = @floor, comment = @comment, coordinates = @coordinates, extra = @extra
         WHERE id = @id`,
      ).run({ ...fields, id: Number(data.id) });
      if (extra.default === true) onlyDefault(userId, Number(data.id));
      return c.json(listAddresses(userId));
    }
    const count = db
      .prepare('SELECT COUNT(*) AS n FROM user_addresses WHERE user_id = ?')
      .get(userId) as { n: number };
    if (count.n >= MAX_ADDRESSES)
      return wpError(c, 400, 'too_many_addresses', 'Можно сохранить не больше 20 адресов');
    const added = db
      .prepare(
        `INSERT INTO user_addresses (user_id, name, address_line, apartment, entrance, floor, comment, coordinates, extra, created_at)
       VALUES (@user_id, @name, @address_line, @apartment, @entrance, @floor, @comment, @coordinates, @extra, @created_at)`,
      )
      .run({ ...fields, user_id: userId, created_at: new Date(now()).toISOString() });
    if (extra.default === true) onlyDefault(userId, Number(added.lastInsertRowid));
    return c.json(listAddresses(userId));
  });

  // WooCommerce's order list, only ever the caller's own (SPEC.md §7 "count stored as ordersCount").
  r.get('/wp-json/wc/v2/orders', (c) => {
    const userId = requireSameUser(c, auth, c.req.query('customer'));
    const perPage = Math.min(100, Math.max(1, Number(c.req.query('per_page') ?? 10) || 10));
    const page = Math.max(1, Number(c.req.query('page') ?? 1) || 1);
    const total = db
      .prepare('SELECT COUNT(*) AS n FROM orders WHERE customer_id = ?')
      .get(userId) as { n: number };
    const rows = db
      .prepare(
        'SELECT id, status, total, created_at, data FROM orders WHERE customer_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
      )
      .all(userId, perPage, (page - 1) * perPage) as {
      id: number;
      status: string;
      total: string;
      created_at: string;
      data: string;
    }[];
    c.header('X-WP-Total', String(total.n));
    c.header('X-WP-TotalPages', String(Math.ceil(total.n / perPage)));
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
    const settings = getOption<{ referal_promo_status?: boolean; seo?: { name?: string } }>(
      db,
      'all_settings',
    );
    if (settings?.referal_promo_status === false) return c.json([]);
    const coupon = `promo-${userId}`;
    const shop = settings?.seo?.name ?? '';
    return c.json({
      discount_type: REFERRAL.discount_type,
      amount: REFERRAL.amount,
      menu_text: 'Пригласите друга',
      text: `Подарите другу скидку ${REFERRAL.amount}% на первый заказ по вашему промокоду, а когда он закажет, мы начислим вам ${REFERRAL.bonus} бонусов.`,
      text_for_share: `Дарю скидку ${REFERRAL.amount}% на первый заказ${shop ? ` в «${shop}»` : ''}! Промокод: ${coupon}`,
      coupon,
    });
  });

  r.get('/wp-json/systeminfo/v1/user/avaible_coupons', (c) => {
    const userId = requireSameUser(c, auth, c.req.query('user_id'));
    const rows = db
      .prepare(
        `SELECT code, title, discount_type, amount, expires_at FROM user_coupons
         WHERE user_id = ? AND used_at IS NULL AND expires_at > ? ORDER BY id DESC`,
      )
      .all(userId, new Date(now()).toISOString()) as {
      code: string;
      title: string;
      discount_type: string;
      amount: number;
      expires_at: string;
    }[];
    return c.json(
      rows.map((row) => ({
        title: row.title,
        code: row.code,
        individual: true,
        avaible_to: row.expires_at,
        discount_type: row.discount_type,
        amount: String(row.amount),
      })),
    );
  });

  const preferences = (userId: number) => {
    const saved = db
      .prepare('SELECT codes, comment FROM user_preferences WHERE user_id = ?')
      .get(userId) as { codes: string; comment: string } | undefined;
    const checked = new Set(JSON.parse(saved?.codes ?? '[]') as string[]);
    const options = db
      .prepare('SELECT code, text FROM preference_options ORDER BY position')
      .all() as { code: string; text: string }[];
    return {
      preferences: options.map((o) => ({ ...o, checked: checked.has(o.code) })),
      comment: saved?.comment ?? '',
    };
  };

  r.get('/wp-json/systeminfo/v2/user_preferences', (c) =>
    c.json(preferences(requireUser(c, auth))),
  );

  r.post('/wp-json/systeminfo/v2/user_preferences', async (c) => {
    const userId = requireUser(c, auth);
    const body = await jsonBody(c);
    const known = new Set(
      (db.prepare('SELECT code FROM preference_options').all() as { code: string }[]).map(
        (o) => o.code,
      ),
    );
    const list = Array.isArray(body.preferences) ? (body.preferences as unknown[]) : [];
    const codes = list
      .map((p) => (p && typeof p === 'object' ? (p as { code?: unknown; checked?: unknown }) : {}))
      .filter((p) => p.checked === true && typeof p.code === 'string' && known.has(p.code))
      .map((p) => p.code as string);
    db.prepare(
      `INSERT INTO user_preferences (user_id, codes, comment) VALUES (?, ?, ?)
       ON CONFLICT(user_id) DO UPDATE SET codes = excluded.codes, comment = excluded.comment`,
    ).run(userId, JSON.stringify([...new Set(codes)]), text(body.comment, 500));
    return c.json(preferences(userId));
  });

  r.get('/wp-json/systeminfo/v2/push/user_history', (c) => {
    const userId = requireUser(c, auth);
    return c.json(
      db
        .prepare(
          'SELECT id, title, body, created_at FROM push_logs WHERE user_id = ? ORDER BY id DESC LIMIT 100',
        )
        .all(userId),
    );
  });

  return r;
}

/** A user_id from a JSON body, as the string requireSameUser compares. */
export function claimed(value: unknown): string | undefined {
  return typeof value === 'number' || typeof value === 'string' ? String(value) : undefined;
}
