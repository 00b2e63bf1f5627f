// Orders (SPEC.md §7 "Paths for orders … not shown": WooCommerce's REST shapes, BACKEND-CONTRACT.md
// "Order creation", "Cancel"), the order rating, the Pusher channel authorisation and the demo
// payment page.
import crypto from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { AppContext } from '../app.ts';
import { bearer, clientIp, jsonBody, requireUser, wpError } from '../http/route-helpers.ts';
import { OrderError, parseOrderRequest } from './order-request.ts';
import { demoPayPage } from './payments.ts';
import { channelAuth, SOCKET_ID } from '../realtime/pusher-server.ts';

const USER_CHANNEL = /^private-orders-(\d+)$/;
const ORDER_CHANNEL = /^private-order-(\d+)$/;

/** An OrderError as WordPress answers errors: {code, message, data: {status, …}}. */
function refusal(c: Context, error: unknown) {
  if (!(error instanceof OrderError)) throw error;
  return c.json(
    { code: error.code, message: error.message, data: { status: error.status, ...error.data } },
    error.status,
  );
}

export function orderRoutes({ config, auth, orders }: AppContext) {
  const r = new Hono();
  /** Signed-in user, anonymous (null), or 401 for a token that is not valid. */
  const optionalUser = (c: Context, token?: unknown) => {
    const given = bearer(c) ?? (typeof token === 'string' && token ? token : null);
    if (!given) return null;
    const id = auth.userIdForToken(given);
    return id ?? requireUser(c, auth);
  };
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

  r.post('/wp-json/wc/v3/orders', async (c) => {
    const body = await jsonBody(c);
    try {
      const userId = optionalUser(c);
      const req = parseOrderRequest(body, c.req.header('idempotency-key'));
      const { order, created } = orders.place(req, userId, clientIp(c));
      return c.json(order, created ? 201 : 200);
    } catch (error) {
      return refusal(c, error);
    }
  });

  r.get('/wp-json/wc/v3/orders/:id', (c) => {
    try {
      const row = orders.find(Number(c.req.param('id')));
      if (!row) throw new OrderError(404, 'order_not_found', 'Заказ не найден');
      orders.assertAccess(row, optionalUser(c), c.req.query('key') ?? null);
      return c.json({
        ...orders.json(row),
        status_history: orders.events(row.id),
        rating: orders.rating(row.id),
      });
    } catch (error) {
      return refusal(c, error);
    }
  });

  // The customer's rating of a handed-over order: {rating: 1–5, review}, once, by the owner (a
  // guest by the order key). WooCommerce has no order rating; the shape follows its product reviews.
  r.post('/wp-json/wc/v3/orders/:id/rating', async (c) => {
    const body = await jsonBody(c);
    try {
      const userId = optionalUser(c, body.token);
      const key = text(body.order_key) || c.req.query('key') || null;
      const rating = typeof body.rating === 'string' ? Number(body.rating) : body.rating;
      const review = typeof body.review === 'string' ? body.review : '';
      const saved = orders.rate(Number(c.req.param('id')), userId, key, { rating, review });
      return c.json(saved, 201);
    } catch (error) {
      return refusal(c, error);
    }
  });

  r.post('/wp-json/customer/order/status', async (c) => {
    const body = await jsonBody(c);
    try {
      const userId = optionalUser(c, body.token);
      if (body.status !== 'cancelled') {
        throw new OrderError(400, 'rest_invalid_param', 'Покупатель может только отменить заказ');
      }
      const cancelSeconds = orders.settings().settings.pending_order_cansel_time;
      const key = text(body.order_key) || null;
      return c.json(orders.cancel(Number(body.order_id), userId, key, cancelSeconds));
    } catch (error) {
      return refusal(c, error);
    }
  });

  // pusher-js channelAuthorization: form body socket_id, channel_name; answers {auth}.
  r.post('/pusher/auth', async (c) => {
    const body = await jsonBody(c);
    if (!config.realtimeSecret) {
      return wpError(c, 503, 'realtime_disabled', 'Обновления в реальном времени не настроены');
    }
    const socketId = text(body.socket_id);
    const channel = text(body.channel_name);
    if (!SOCKET_ID.test(socketId)) return wpError(c, 400, 'rest_invalid_param', 'socket_id');
    try {
      const own = USER_CHANNEL.exec(channel);
      const single = ORDER_CHANNEL.exec(channel);
      if (own) {
        if (Number(own[1]) !== requireUser(c, auth)) {
          throw new OrderError(403, 'forbidden', 'Нет доступа к чужому каналу');
        }
      } else if (single) {
        const row = orders.find(Number(single[1]));
        if (!row) throw new OrderError(403, 'forbidden', 'Нет доступа к чужому каналу');
        // A guest follows the order with its key (the ?key= of the order's link).
        orders.assertAccess(row, optionalUser(c), text(body.order_key ?? body.key) || null);
      } else {
        throw new OrderError(403, 'forbidden', 'Нет доступа к этому каналу');
      }
      return c.json({
        auth: channelAuth(config.realtimeKey, config.realtimeSecret, socketId, channel),
      });
    } catch (error) {
      return refusal(c, error);
    }
  });

  // The demo "bank" (config.demo only): a page with the amount, then back to the order's page.
  const orderPage = (id: number) =>
    `${orders.settings().settings.front_url.replace(/\/$/, '')}/order/${id}`;
  const shop = () => orders.settings().seo.name;
  const message = (c: Context, status: 403 | 404 | 409, title: string, body: string, id = 0) =>
    c.html(
      demoPayPage({ kind: 'message', title, text: body, back: id ? orderPage(id) : '/' }),
      status,
    );

  r.get('/demo-pay/:id', (c) => {
    if (!config.demo)
      return wpError(
        c,
        404,
        'rest_no_route',
        'No route was found matching the URL and request method.',
      );
    const row = orders.find(Number(c.req.param('id')));
    try {
      if (!row) throw new OrderError(404, 'order_not_found', 'Заказ не найден');
      orders.assertAccess(row, null, c.req.query('key') ?? '');
    } catch {
      return message(
        c,
        404,
        'Ссылка недействительна',
        'Проверьте ссылку на оплату или оформите заказ заново.',
      );
    }
    if (row.status !== 'pending') {
      return message(c, 409, 'Заказ уже обработан', 'Оплата этого заказа больше не нужна.', row.id);
    }
    const order = {
      id: row.id,
      orderKey: row.order_key ?? '',
      total: Number(row.total),
      currency: 'RUB',
    };
    const action = `${config.publicApiBase.replace(/\/$/, '')}/demo-pay/${row.id}`;
    c.header('cache-control', 'no-store');
    return c.html(demoPayPage({ kind: 'pay', order, shop: shop(), action }));
  });

  r.post('/demo-pay/:id', async (c) => {
    if (!config.demo)
      return wpError(
        c,
        404,
        'rest_no_route',
        'No route was found matching the URL and request method.',
      );
    const body = await jsonBody(c);
    const id = Number(c.req.param('id'));
    const key = text(body.key ?? c.req.query('key'));
    try {
      if (body.action === 'cancel') orders.abandonPayment(id, key);
      else orders.pay(id, key, `demo-${crypto.randomBytes(6).toString('hex')}`);
      return c.redirect(orderPage(id), 303);
    } catch (error) {
      if ((c.req.header('content-type') ?? '').includes('application/json'))
        return refusal(c, error);
      if (!(error instanceof OrderError)) throw error;
      const status = error.status === 409 ? 409 : error.status === 404 ? 404 : 403;
      return message(
        c,
        status,
        error.message,
        'Вернитесь к заказу, чтобы увидеть его статус.',
        status === 409 ? id : 0,
      );
    }
  });

  return r;
}
