// Orders (SPEC.md §7 "Paths for orders … not shown": WooCommerce's REST shapes, BACKEND-CONTRACT.md
// "Order creation", "Cancel"), the order rating, the Pusher channel authorisation and the demo
// payment page.
import { Hono, type Context } from 'hono';
import type { AppContext } from '../app.ts';
import {
  bearer,
  clientIp,
  fieldText,
  jsonBody,
  requireUser,
  wpError,
} from '../http/route-helpers.ts';
import { OrderError, parseOrderRequest } from './order-request.ts';
import { demoPayRoutes } from './demo-pay-routes.ts';
import { channelAuth, SOCKET_ID } from '../realtime/pusher-server.ts';

const USER_CHANNEL = /^private-orders-(\d+)$/;
const ORDER_CHANNEL = /^private-order-(\d+)$/;

export function orderRoutes({ config, auth, orders }: AppContext) {
  const r = new Hono();
  /** Signed-in user, anonymous (null), or 401 for a token that is not valid. */
  const optionalUser = (c: Context, token?: unknown) => {
    const given = bearer(c) ?? (typeof token === 'string' && token ? token : null);
    if (!given) return null;
    const id = auth.userIdForToken(given);
    return id ?? requireUser(c, auth);
  };
  const text = fieldText;

  r.post('/wp-json/wc/v3/orders', async (c) => {
    const body = await jsonBody(c);
    const userId = optionalUser(c);
    const req = parseOrderRequest(body, c.req.header('idempotency-key'));
    const { order, created } = orders.place(req, userId, clientIp(c));
    return c.json(order, created ? 201 : 200);
  });

  r.get('/wp-json/wc/v3/orders/:id', (c) => {
    const row = orders.find(Number(c.req.param('id')));
    if (!row) throw new OrderError(404, 'order_not_found', 'Заказ не найден');
    orders.assertAccess(row, optionalUser(c), c.req.query('key') ?? null);
    return c.json({
      ...orders.json(row),
      status_history: orders.events(row.id),
      rating: orders.rating(row.id),
    });
  });

  // The customer's rating of a handed-over order: {rating: 1–5, review}, once, by the owner (a
  // guest by the order key). WooCommerce has no order rating; the shape follows its product reviews.
  r.post('/wp-json/wc/v3/orders/:id/rating', async (c) => {
    const body = await jsonBody(c);
    const userId = optionalUser(c, body.token);
    const key = text(body.order_key) || c.req.query('key') || null;
    const rating = typeof body.rating === 'string' ? Number(body.rating) : body.rating;
    const review = typeof body.review === 'string' ? body.review : '';
    const saved = orders.rate(Number(c.req.param('id')), userId, key, { rating, review });
    return c.json(saved, 201);
  });

  r.post('/wp-json/customer/order/status', async (c) => {
    const body = await jsonBody(c);
    const userId = optionalUser(c, body.token);
    if (body.status !== 'cancelled') {
      throw new OrderError(400, 'rest_invalid_param', 'Покупатель может только отменить заказ');
    }
    const cancelSeconds = orders.settings().settings.pending_order_cansel_time;
    const key = text(body.order_key) || null;
    return c.json(orders.cancel(Number(body.order_id), userId, key, cancelSeconds));
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
  });

  // The demo "bank": only in the demo (elsewhere the API's 404 answers).
  if (config.demo) r.route('/', demoPayRoutes(config, orders));

  return r;
}
