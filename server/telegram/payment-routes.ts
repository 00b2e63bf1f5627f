// Telegram Payments (issue 18): the Mini App asks for the order's invoice link and opens it with
// openInvoice; Telegram posts the bot's updates to the webhook, which answers the pre-checkout query
// and marks the order paid on the successful payment. The demo's fake Bot API is mounted here too.
import { Hono } from 'hono';
import type { AppContext } from '../app.ts';
import { bearer, jsonBody, requireUser, wpError } from '../http/route-helpers.ts';
import { OrderError } from '../orders/order-request.ts';
import { FakeBotApi } from './fake-bot-api.ts';
import { webhookSecret, type BotUpdate } from './payments.ts';
import type { Fetch } from './bot-api.ts';
import { sameSecret } from '../http/same-secret.ts';

export function telegramPaymentRoutes(
  { config, auth, orders, telegramPayments }: AppContext,
  deps: { fetch: Fetch; log: (line: string) => void },
) {
  const r = new Hono();

  // {order_id, order_key?} → {invoice_link}: the owner (token), or a guest with the order's key.
  r.post('/wp-json/telega/v1/invoice', async (c) => {
    const body = await jsonBody(c);
    if (!telegramPayments) {
      return wpError(c, 503, 'payment_unavailable', 'Оплата в Telegram сейчас недоступна');
    }
    const given = bearer(c);
    const userId = given ? (auth.userIdForToken(given) ?? requireUser(c, auth)) : null;
    const row = orders.find(Number(body.order_id));
    if (!row) throw new OrderError(404, 'order_not_found', 'Заказ не найден');
    const key = typeof body.order_key === 'string' ? body.order_key : null;
    orders.assertAccess(row, userId, key);
    c.header('cache-control', 'no-store');
    return c.json({ invoice_link: await telegramPayments.invoiceLink(row) });
  });

  // Telegram's updates for the bot (setWebhook with the secret token, see server/main.ts).
  r.post('/telegram/webhook', async (c) => {
    const secret = c.req.header('x-telegram-bot-api-secret-token') ?? '';
    if (!config.telegramBotToken || !sameSecret(secret, webhookSecret(config.telegramBotToken))) {
      return wpError(c, 401, 'unauthorized', 'Неверный секрет вебхука');
    }
    const update = (await jsonBody(c)) as BotUpdate;
    try {
      await telegramPayments?.handle(update);
    } catch (error) {
      // Telegram retries an update that failed; a pre-checkout answer is only good for 10 s anyway.
      deps.log(`[telegram webhook] ${(error as Error).message}`);
      return wpError(c, 503, 'webhook_failed', 'Не удалось обработать обновление');
    }
    return c.json({ ok: true });
  });

  if (config.demo) {
    const fake = new FakeBotApi({ token: config.telegramBotToken, ...deps });
    r.route('/dev/telegram-bot-api', fake.routes());
  }
  return r;
}
