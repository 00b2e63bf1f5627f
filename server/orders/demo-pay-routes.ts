// The demo "bank" (registered only in the demo): a page with the amount, then back to the order's
// page. Paying or giving up there is the gateway's callback a real payment provider would make.
import crypto from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { ServerConfig } from '../config.ts';
import { fieldText, jsonBody } from '../http/route-helpers.ts';
import { OrderError } from './order-request.ts';
import type { OrderService } from './order-service.ts';
import { demoPayPage } from './payments.ts';

export function demoPayRoutes(config: ServerConfig, orders: OrderService) {
  const r = new Hono();
  const orderPage = (id: number) =>
    `${orders.settings().settings.front_url.replace(/\/$/, '')}/order/${id}`;
  const shop = () => orders.settings().seo.name;
  const message = (c: Context, status: 403 | 404 | 409, title: string, body: string, id = 0) =>
    c.html(
      demoPayPage({ kind: 'message', title, text: body, back: id ? orderPage(id) : '/' }),
      status,
    );

  r.get('/demo-pay/:id', (c) => {
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
    const body = await jsonBody(c);
    const id = Number(c.req.param('id'));
    const key = fieldText(body.key ?? c.req.query('key'));
    try {
      if (body.action === 'cancel') orders.abandonPayment(id, key);
      else orders.pay(id, key, `demo-${crypto.randomBytes(6).toString('hex')}`);
      return c.redirect(orderPage(id), 303);
    } catch (error) {
      // A JSON caller gets the refusal as every route answers it (app.onError).
      const json = (c.req.header('content-type') ?? '').includes('application/json');
      if (json || !(error instanceof OrderError)) throw error;
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
