// The call-back request of simplified_order (SPEC.md §4 "With simplified_order, only a request modal
// opens"; §2 Modals "sending a request"). The path is "not shown"; it sits beside all_settings:
//   POST /wp-json/v1/request  {name, phone, comment, products: [{product_id}], stock_id, platform}
// A guest or a signed-in customer; one request per Idempotency-Key. The products are named as the
// catalogue names them now. DEMO: GET /api/dev/requests lists what the shop would receive.
import crypto from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { AppContext } from '../app.ts';
import type { Db } from '../db/db.ts';
import {
  bearer,
  clientIp,
  clip,
  HttpError,
  jsonBody,
  requireUser,
  wpError,
} from '../http/route-helpers.ts';
import { normalizePhone } from '../auth/auth-service.ts';
import { RateLimiter } from '../http/rate-limit.ts';
import { GUEST_LIMIT_TEXT, guestLimit } from '../http/guest-limit.ts';
import { requestProblems, type RequestField } from '../../src/domain/request.ts';

interface RequestRow {
  id: number;
  customer_id: number;
  name: string;
  phone: string;
  comment: string;
  products: string;
  warehouse_id: string;
  platform: string;
  status: string;
  created_at: string;
  request_hash: string | null;
}

const PROBLEM_TEXT: Record<RequestField, string> = {
  name: 'Укажите имя',
  phone: 'введите корректный номер',
  comment: 'Комментарий слишком длинный',
  products: 'Не удалось прочитать список товаров',
};

const text = clip;
/** Dishes one request may ask about. */
const MAX_PRODUCTS = 50;

function productIds(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  if (value.length > MAX_PRODUCTS) {
    throw new HttpError(400, 'rest_invalid_param', `products: не больше ${MAX_PRODUCTS}`);
  }
  return value.map((p) =>
    Number(p && typeof p === 'object' ? (p as { product_id?: unknown }).product_id : p),
  );
}

function requestJson(row: RequestRow) {
  return {
    id: row.id,
    status: row.status,
    name: row.name,
    phone: row.phone,
    comment: row.comment,
    products: JSON.parse(row.products) as { product_id: number; name: string }[],
    stock_id: row.warehouse_id,
    platform: row.platform,
    customer_id: row.customer_id,
    date_created: row.created_at,
  };
}

/** Product names as the catalogue has them; null when an id is not a product. */
function namedProducts(db: Db, ids: number[]): { product_id: number; name: string }[] | null {
  const get = db.prepare('SELECT data FROM products WHERE id = ?');
  const named = [...new Set(ids)].map((id) => {
    const row = get.get(id) as { data: string } | undefined;
    return row ? { product_id: id, name: (JSON.parse(row.data) as { name: string }).name } : null;
  });
  return named.every((p) => p !== null) ? named : null;
}

export function requestRoutes({ db, auth, now, config }: AppContext) {
  const r = new Hono();
  const limiter = new RateLimiter(db, now);
  const byKey = (customerId: number, key: string) =>
    db
      .prepare('SELECT * FROM customer_requests WHERE customer_id = ? AND idempotency_key = ?')
      .get(customerId, key) as RequestRow | undefined;

  r.post('/wp-json/v1/request', async (c: Context) => {
    const body = await jsonBody(c);
    const userId = bearer(c) ? requireUser(c, auth) : 0;
    const key = text(c.req.header('idempotency-key'), 200) || null;
    const form = {
      name: text(body.name, 101),
      phone: text(body.phone, 40),
      comment: text(body.comment, 1001),
      productIds: productIds(body.products),
    };
    const hash = crypto
      .createHash('sha256')
      .update(
        JSON.stringify({
          ...form,
          stock_id: text(body.stock_id, 32),
          platform: text(body.platform, 16),
        }),
      )
      .digest('hex');
    const earlier = key ? byKey(userId, key) : undefined;
    if (earlier) {
      // The key with another body (or a guest's with another phone): a bug or someone else's key.
      if (
        (earlier.request_hash && earlier.request_hash !== hash) ||
        (userId === 0 && normalizePhone(form.phone) !== earlier.phone)
      ) {
        return wpError(
          c,
          422,
          'idempotency_key_reused',
          'Этот ключ уже использован для другой заявки',
        );
      }
      return c.json(requestJson(earlier), 200);
    }
    const problems = requestProblems(form, (p) => normalizePhone(p) !== null);
    const field = (Object.keys(problems) as RequestField[])[0];
    const products = field ? null : namedProducts(db, form.productIds);
    if (field || !products) {
      const at = field ?? 'products';
      return c.json(
        {
          code: 'request_invalid',
          message: field ? PROBLEM_TEXT[at] : 'Этого товара больше нет в меню',
          data: { status: 400, field: at, problem: problems[at] ?? 'unknown' },
        },
        400,
      );
    }
    const phone = normalizePhone(form.phone)!;
    const guest =
      userId === 0
        ? guestLimit(limiter, config.limits, 'request', clientIp(c), phone, () => {
            throw new HttpError(429, 'too_many_requests', GUEST_LIMIT_TEXT.request);
          })
        : null;
    const at = new Date(now()).toISOString();
    const insert = () =>
      Number(
        db
          .prepare(
            `INSERT INTO customer_requests (customer_id, name, phone, comment, products, warehouse_id, platform, idempotency_key, created_at, request_hash)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            userId,
            form.name,
            phone,
            form.comment,
            JSON.stringify(products),
            text(body.stock_id, 32),
            text(body.platform, 16),
            key,
            at,
            hash,
          ).lastInsertRowid,
      );
    let id: number;
    try {
      id = insert();
      guest?.take();
    } catch (error) {
      // Two presses at once: the other one made it.
      const again = key ? byKey(userId, key) : undefined;
      if (again) return c.json(requestJson(again), 200);
      throw error;
    }
    const row = db.prepare('SELECT * FROM customer_requests WHERE id = ?').get(id) as RequestRow;
    return c.json(requestJson(row), 201);
  });

  // Demo only: what the shop's managers would see.
  r.get('/dev/requests', (c) => {
    if (!config.demo)
      return wpError(
        c,
        404,
        'rest_no_route',
        'No route was found matching the URL and request method.',
      );
    const rows = db
      .prepare('SELECT * FROM customer_requests ORDER BY id DESC LIMIT 50')
      .all() as RequestRow[];
    return c.json(rows.map(requestJson));
  });

  return r;
}
