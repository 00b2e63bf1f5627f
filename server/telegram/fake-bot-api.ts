// Demo and tests only (DEMO on): a local stand-in for Telegram's Bot API and payment servers, so
// Telegram Payments run end to end with no outside host. Mounted at /api/dev/telegram-bot-api:
//
//   POST /bot{token}/createInvoiceLink, setWebhook, answerPreCheckoutQuery, getWebhookInfo
//        — the Bot API methods the backend calls, with Telegram's answers ({ok, result} or
//          {ok: false, error_code, description});
//   POST /client/pay {slug}  — what Telegram does when the customer presses Pay in the invoice:
//        a pre_checkout_query update to the bot's webhook, and after the bot's answerPreCheckoutQuery
//        (ok) a message with successful_payment; answers {status: 'paid' | 'failed', error?}.
//        The emulated Telegram client of the browser tests calls it (tests/e2e/telegram-client.ts).
//   GET  /client/invoice/{slug} — the invoice as the customer's client shows it.
import crypto from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { Fetch } from './bot-api.ts';

interface Invoice {
  slug: string;
  title: string;
  description: string;
  payload: string;
  currency: string;
  total: number;
  paid: boolean;
}

const PRE_CHECKOUT_TIMEOUT_MS = 10_000;

export class FakeBotApi {
  private invoices = new Map<string, Invoice>();
  private webhook: { url: string; secret: string } | null = null;
  private answers = new Map<string, (answer: { ok: boolean; error?: string }) => void>();
  private updateId = 1;

  constructor(private options: { token: string; fetch: Fetch; log: (line: string) => void }) {}

  routes() {
    const r = new Hono();
    r.post('/client/pay', async (c) => {
      const body = (await c.req.json().catch(() => ({}))) as { slug?: string; user_id?: number };
      return c.json(await this.pay(String(body.slug ?? ''), Number(body.user_id ?? 0)));
    });
    r.get('/client/invoice/:slug', (c) => {
      const invoice = this.invoices.get(c.req.param('slug'));
      return invoice ? c.json(invoice) : c.json({ error: 'not found' }, 404);
    });
    r.post('/:bot/:method', async (c) => {
      if (c.req.param('bot') !== `bot${this.options.token}`) {
        return fail(c, 401, 'Unauthorized');
      }
      const params = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
      switch (c.req.param('method')) {
        case 'createInvoiceLink':
          return this.createInvoiceLink(c, params);
        case 'setWebhook':
          this.webhook = {
            url: String(params.url ?? ''),
            secret: String(params.secret_token ?? ''),
          };
          return c.json({ ok: true, result: true, description: 'Webhook was set' });
        case 'getWebhookInfo':
          return c.json({
            ok: true,
            result: { url: this.webhook?.url ?? '', pending_update_count: 0 },
          });
        case 'answerPreCheckoutQuery': {
          const answer = this.answers.get(String(params.pre_checkout_query_id ?? ''));
          if (!answer) return fail(c, 400, 'Bad Request: query is too old or query ID is invalid');
          answer({ ok: params.ok === true, error: String(params.error_message ?? '') });
          return c.json({ ok: true, result: true });
        }
        default:
          return fail(c, 404, 'Not Found: method not found');
      }
    });
    return r;
  }

  private createInvoiceLink(c: Context, p: Record<string, unknown>) {
    const prices = Array.isArray(p.prices)
      ? (p.prices as { label?: unknown; amount?: unknown }[])
      : [];
    const currency = String(p.currency ?? '');
    if (!p.title || !p.description || !p.payload || !currency || prices.length === 0) {
      return fail(
        c,
        400,
        'Bad Request: title, description, payload, currency and prices are required',
      );
    }
    if (!prices.every((x) => typeof x.label === 'string' && Number.isInteger(x.amount))) {
      return fail(c, 400, "Bad Request: can't parse prices JSON object");
    }
    if (currency !== 'XTR' && !p.provider_token) {
      return fail(c, 400, 'Bad Request: PAYMENT_PROVIDER_INVALID');
    }
    const total = prices.reduce((sum, x) => sum + Number(x.amount), 0);
    if (total <= 0) return fail(c, 400, 'Bad Request: CURRENCY_TOTAL_AMOUNT_INVALID');
    const slug = crypto.randomBytes(12).toString('base64url');
    this.invoices.set(slug, {
      slug,
      title: String(p.title),
      description: String(p.description),
      payload: String(p.payload),
      currency,
      total,
      paid: false,
    });
    return c.json({ ok: true, result: `https://t.me/$${slug}` });
  }

  /** The customer pays an invoice: the pre-checkout question to the bot, then the payment. */
  async pay(slug: string, userId: number): Promise<{ status: 'paid' | 'failed'; error?: string }> {
    const invoice = this.invoices.get(slug);
    if (!invoice) return { status: 'failed', error: 'INVOICE_NOT_FOUND' };
    if (invoice.paid) return { status: 'failed', error: 'INVOICE_ALREADY_PAID' };
    if (!this.webhook?.url) return { status: 'failed', error: 'BOT_HAS_NO_WEBHOOK' };
    const from = { id: userId || 5550001, is_bot: false, first_name: 'Покупатель' };
    const queryId = crypto.randomBytes(8).toString('hex');
    const answered = new Promise<{ ok: boolean; error?: string }>((resolve) => {
      this.answers.set(queryId, resolve);
      setTimeout(
        () => resolve({ ok: false, error: 'BOT_PRECHECKOUT_TIMEOUT' }),
        PRE_CHECKOUT_TIMEOUT_MS,
      );
    });
    await this.deliver({
      pre_checkout_query: {
        id: queryId,
        from,
        currency: invoice.currency,
        total_amount: invoice.total,
        invoice_payload: invoice.payload,
      },
    });
    const answer = await answered;
    this.answers.delete(queryId);
    if (!answer.ok) return { status: 'failed', error: answer.error };
    invoice.paid = true;
    await this.deliver({
      message: {
        message_id: this.updateId,
        date: Math.floor(Date.now() / 1000),
        chat: { id: from.id, type: 'private' },
        from,
        successful_payment: {
          currency: invoice.currency,
          total_amount: invoice.total,
          invoice_payload: invoice.payload,
          telegram_payment_charge_id: `tg-${crypto.randomBytes(6).toString('hex')}`,
          provider_payment_charge_id: `provider-${crypto.randomBytes(6).toString('hex')}`,
        },
      },
    });
    return { status: 'paid' };
  }

  /** Posts one update to the bot's webhook, as Telegram does (with the secret header). */
  private async deliver(update: Record<string, unknown>): Promise<void> {
    const hook = this.webhook!;
    try {
      const res = await this.options.fetch(hook.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-telegram-bot-api-secret-token': hook.secret,
        },
        body: JSON.stringify({ update_id: this.updateId++, ...update }),
      });
      if (!res.ok) this.options.log(`[fake bot api] webhook answered ${res.status}`);
    } catch (error) {
      this.options.log(`[fake bot api] webhook unreachable: ${(error as Error).message}`);
    }
  }
}

const fail = (c: Context, code: 400 | 401 | 404, description: string) =>
  c.json({ ok: false, error_code: code, description }, code);
