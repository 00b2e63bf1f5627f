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
import { productName } from '../catalog/product-store.ts';
import {
  findRequest,
  insertRequest,
  latestRequests,
  requestByKey,
  type RequestRow,
} from './request-store.ts';

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
  const named = [...new Set(ids)].map((id) => {
    const name = productName(db, id);
    return name === undefined ? null : { product_id: id, name };
  });
  return named.every((p) => p !== null) ? named : null;
}

export function requestRoutes({ db, auth, now, config }: AppContext) {
  const r = new Hono();
  const limiter = new RateLimiter(db, now);
  const byKey = (customerId: number, key: string) => requestByKey(db, customerId, key);

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
    const request = {
      customer_id: userId,
      name: form.name,
      phone,
      comment: form.comment,
      products: JSON.stringify(products),
      warehouse_id: text(body.stock_id, 32),
      platform: text(body.platform, 16),
      idempotency_key: key,
    };
    let id: number;
    try {
      id = insertRequest(db, request, at, hash);
      guest?.take();
    } catch (error) {
      // Two presses at once: the other one made it.
      const again = key ? byKey(userId, key) : undefined;
      if (again) return c.json(requestJson(again), 200);
      throw error;
    }
    return c.json(requestJson(findRequest(db, id)!), 201);
  });

  // Demo only (elsewhere the API's 404 answers): what the shop's managers would see.
  if (config.demo) r.get('/dev/requests', (c) => c.json(latestRequests(db).map(requestJson)));

  return r;
}
