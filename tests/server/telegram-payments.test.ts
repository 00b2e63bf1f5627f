// Telegram Payments against the local fake Bot API (issue 18): the invoice link, the pre-checkout
// answer and the successful payment that alone marks the order paid.
import { describe, expect, it } from 'vitest';
import { webhookSecret } from '../../server/telegram/payments.ts';
import { DEMO_BOT_TOKEN } from '../../server/config.ts';
import { orderServer, withLanguage, type Order } from './order-fixtures.ts';

const FAKE = '/api/dev/telegram-bot-api';

async function setup(env: Record<string, string> = {}) {
  const s = orderServer(env);
  // What server/main.ts does once it listens.
  const hook = await s.call('POST', `${FAKE}/bot${DEMO_BOT_TOKEN}/setWebhook`, {
    url: s.config.telegramWebhookUrl,
    secret_token: webhookSecret(DEMO_BOT_TOKEN),
  });
  expect(hook.json).toMatchObject({ ok: true });
  /** An order paid in Telegram, placed in `language` (the storefront's wpml_language) if given. */
  const placeTelegram = async (language?: string) => {
    const body = s.body({ payment_method: 'telegram_payments' });
    const res = await s.place(language ? withLanguage(body, language) : body);
    expect(res.status).toBe(201);
    return res.json;
  };
  const invoice = (order: Order, key: string | undefined = order.order_key) =>
    s.call('POST', '/api/wp-json/telega/v1/invoice', { order_id: order.id, order_key: key });
  const slugOf = (link: unknown) => String(link).replace('https://t.me/$', '');
  const pay = (slug: string) => s.call('POST', `${FAKE}/client/pay`, { slug });
  const order = async (o: Order) =>
    (await s.call('GET', `/api/wp-json/wc/v3/orders/${o.id}?key=${o.order_key}`))
      .json as unknown as Order;
  return { ...s, placeTelegram, invoice, slugOf, pay, order };
}

describe('Telegram Payments through the Bot API', () => {
  it('an order paid by Telegram waits for payment, with no page to send a browser to', async () => {
    const s = await setup();
    const placed = await s.placeTelegram();
    expect(placed).toMatchObject({ status: 'pending', payment_url: null });
  });

  it('the invoice link carries the order and its total, in kopecks', async () => {
    const s = await setup();
    const placed = await s.placeTelegram();
    const res = await s.invoice(placed);
    expect(res.status).toBe(200);
    expect(res.json.invoice_link).toMatch(/^https:\/\/t\.me\/\$[\w-]+$/);
    const shown = await s.call('GET', `${FAKE}/client/invoice/${s.slugOf(res.json.invoice_link)}`);
    expect(shown.json).toMatchObject({
      title: `Заказ №${placed.id}`,
      currency: 'RUB',
      total: Math.round(Number(placed.total) * 100),
      payload: `order:${placed.id}`,
    });
  });

  it('the invoice speaks the language the order was placed in', async () => {
    const s = await setup();
    const english = await s.placeTelegram('en');
    const link = (await s.invoice(english)).json.invoice_link;
    const shown = await s.call('GET', `${FAKE}/client/invoice/${s.slugOf(link)}`);
    expect(shown.json.title).toBe(`Order #${english.id}`);
    // The shop and its dishes by their English names.
    expect(shown.json.description).toBe('Tarelka: Classic Burger × 2');
    // Telegram's refusal at pre-checkout is the customer's too: a second invoice of a paid order.
    const again = s.slugOf((await s.invoice(english)).json.invoice_link);
    expect((await s.pay(s.slugOf(link))).json).toEqual({ status: 'paid' });
    expect((await s.pay(again)).json).toEqual({
      status: 'failed',
      error: 'The order is already paid or cancelled',
    });
  });

  it.each([
    // German: the page's texts (Nr.), the catalogue's English fallback for names.
    ['de', 'Bestellung Nr. ', 'Tarelka: Classic Burger × 2'],
    ['xx', 'Заказ №', 'Тарелка: Классический бургер × 2'],
  ])('an order in %s is invoiced as "%s…"', async (language, title, description) => {
    const s = await setup();
    const placed = await s.placeTelegram(language);
    const link = (await s.invoice(placed)).json.invoice_link;
    const shown = await s.call('GET', `${FAKE}/client/invoice/${s.slugOf(link)}`);
    expect(shown.json).toMatchObject({ title: `${title}${placed.id}`, description });
  });

  it('only the order’s owner or key holder gets its invoice', async () => {
    const s = await setup();
    const placed = await s.placeTelegram();
    expect((await s.invoice(placed, 'wc_order_wrong')).status).toBe(403);
    expect((await s.invoice(placed, '')).status).toBe(401);
  });

  it('an order paid another way has no Telegram invoice', async () => {
    const s = await setup();
    const cash = (await s.place(s.body())).json;
    const res = await s.invoice(cash);
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ code: 'payment_method_mismatch' });
  });

  it('the pre-checkout query is confirmed and the successful payment marks the order paid', async () => {
    const s = await setup();
    const placed = await s.placeTelegram();
    const slug = s.slugOf((await s.invoice(placed)).json.invoice_link);
    expect((await s.pay(slug)).json).toEqual({ status: 'paid' });
    const paid = await s.order(placed);
    expect(paid.status).toBe('processing');
    expect(String(paid.transaction_id)).toMatch(/^tg-/);
    expect(paid.date_paid).toBeTruthy();
  });

  it('a second invoice of a paid order is refused at pre-checkout: no double charge', async () => {
    const s = await setup();
    const placed = await s.placeTelegram();
    const first = s.slugOf((await s.invoice(placed)).json.invoice_link);
    const second = s.slugOf((await s.invoice(placed)).json.invoice_link);
    expect((await s.pay(first)).json).toEqual({ status: 'paid' });
    expect((await s.pay(second)).json).toEqual({
      status: 'failed',
      error: 'Заказ уже оплачен или отменён',
    });
    expect((await s.invoice(placed)).status).toBe(409);
  });

  it('a cancelled order is not charged', async () => {
    const s = await setup();
    const placed = await s.placeTelegram();
    const slug = s.slugOf((await s.invoice(placed)).json.invoice_link);
    await s.call('POST', '/api/wp-json/customer/order/status', {
      order_id: placed.id,
      order_key: placed.order_key,
      status: 'cancelled',
    });
    expect((await s.pay(slug)).json).toMatchObject({ status: 'failed' });
    expect((await s.order(placed)).status).toBe('cancelled');
  });

  it('the webhook takes updates only with Telegram’s secret: a forged payment changes nothing', async () => {
    const s = await setup();
    const placed = await s.placeTelegram();
    const forged = {
      update_id: 1,
      message: {
        successful_payment: {
          currency: 'RUB',
          total_amount: Math.round(Number(placed.total) * 100),
          invoice_payload: `order:${placed.id}`,
          telegram_payment_charge_id: 'forged',
        },
      },
    };
    const res = await s.call('POST', '/api/telegram/webhook', forged, {
      'x-telegram-bot-api-secret-token': 'guess',
    });
    expect(res.status).toBe(401);
    expect((await s.order(placed)).status).toBe('pending');
  });

  it('a payment of another amount is not applied, and the log asks for a refund', async () => {
    const s = await setup();
    const placed = await s.placeTelegram();
    const res = await s.call(
      'POST',
      '/api/telegram/webhook',
      {
        update_id: 2,
        message: {
          successful_payment: {
            currency: 'RUB',
            total_amount: 100,
            invoice_payload: `order:${placed.id}`,
            telegram_payment_charge_id: 'tg-short',
          },
        },
      },
      { 'x-telegram-bot-api-secret-token': webhookSecret(DEMO_BOT_TOKEN) },
    );
    expect(res.status).toBe(200);
    expect((await s.order(placed)).status).toBe('pending');
    expect(s.log.join('\n')).toMatch(/tg-short.*refund it/);
  });

  it('without a provider token the method is refused at ordering', async () => {
    const s = await setup({ TELEGRAM_PAYMENT_PROVIDER_TOKEN: '' });
    const res = await s.place(s.body({ payment_method: 'telegram_payments' }));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'payment_method_unavailable' });
  });

  it('a Bot API that refuses (a wrong token) answers 503 with a clear message', async () => {
    const s = await setup({ TELEGRAM_BOT_API_BASE: 'http://bot.test/api/dev/telegram-bot-api/x' });
    const placed = await s.placeTelegram();
    const res = await s.invoice(placed);
    expect(res.status).toBe(503);
    expect(res.json).toMatchObject({ message: 'Оплата в Telegram сейчас недоступна' });
  });
});
