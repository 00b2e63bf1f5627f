// Telegram Payments for the reference backend: the order's invoice link (createInvoiceLink with the
// shop's provider token), and the bot's updates that settle it. The customer's Telegram client says
// "paid" too, but only the bot's `successful_payment` update marks an order paid: the server
// never takes the client's word for it.
import crypto from 'node:crypto';
import type { OrderService } from '../orders/order-service.ts';
import type { OrderRow } from '../orders/order-store.ts';
import { OrderError } from '../orders/order-request.ts';
import type { PaymentGateway } from '../orders/payments.ts';
import { TELEGRAM_INVOICE_METHOD as TELEGRAM_PAYMENTS } from '../../src/domain/payment-methods.ts';
import { orderLanguageOf } from '../../src/domain/order-language.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../src/i18n/languages.ts';
import { customerTexts } from '../http/customer-texts.ts';
import { BotApiError, type BotApi } from './bot-api.ts';

/** The order's invoice has no page to send a browser to: the Mini App opens it with openInvoice. */
export class TelegramInvoiceGateway implements PaymentGateway {
  readonly id = TELEGRAM_PAYMENTS;
  paymentUrl(): null {
    return null;
  }
}

/**
 * Telegram's `X-Telegram-Bot-Api-Secret-Token` for this bot's webhook: derived from the bot token,
 * so only Telegram (told it by setWebhook) and this server know it.
 */
export function webhookSecret(botToken: string): string {
  return crypto.createHmac('sha256', botToken).update('storefront-webhook').digest('hex');
}

const PAYLOAD = /^order:(\d+)$/;

interface PreCheckoutQuery {
  id: string;
  /** The customer (Bot API User): their Telegram language when the order is not found. */
  from?: { language_code?: string };
  currency: string;
  total_amount: number;
  invoice_payload: string;
}

interface SuccessfulPayment {
  currency: string;
  total_amount: number;
  invoice_payload: string;
  telegram_payment_charge_id: string;
  provider_payment_charge_id?: string;
}

/** The parts of a Bot API Update this server acts on. */
export interface BotUpdate {
  update_id?: number;
  pre_checkout_query?: PreCheckoutQuery;
  message?: { successful_payment?: SuccessfulPayment };
}

/** Kopecks, as Telegram counts RUB ('1 290,50 ₽' → 129050). */
export const minorUnits = (total: number | string) => Math.round(Number(total) * 100);

export class TelegramPayments {
  constructor(
    private deps: {
      bot: BotApi;
      providerToken: string;
      orders: OrderService;
      /** The shop's name in a language, as its pages show it (shopNameIn). */
      shopName: (lang: string) => string;
      log: (line: string) => void;
    },
  ) {}

  /** An invoice link (https://t.me/$…) for a pending order paid through Telegram. */
  async invoiceLink(row: OrderRow): Promise<string> {
    if (row.payment_method !== TELEGRAM_PAYMENTS) {
      throw new OrderError(409, 'payment_method_mismatch', 'Этот заказ оплачивается иначе');
    }
    if (row.status !== 'pending') {
      throw new OrderError(409, 'order_processed', 'Оплата этого заказа больше не нужна');
    }
    const order = this.deps.orders.json(row);
    // In the language the customer ordered in: the title as the order page names the order; the
    // lines were saved in it (order-names.ts).
    const lang = this.language(order);
    const t = customerTexts(lang);
    const shop = this.deps.shopName(lang);
    const lines = ((order.line_items as { name?: string; quantity?: number }[]) ?? [])
      .map((l) => `${l.name ?? ''} × ${l.quantity ?? 1}`)
      .join(', ');
    const title = t('orderStatus.title', { id: row.id });
    try {
      return await this.deps.bot.call<string>('createInvoiceLink', {
        title,
        description: `${shop}: ${lines}`.slice(0, 255),
        payload: `order:${row.id}`,
        provider_token: this.deps.providerToken,
        currency: 'RUB',
        prices: [{ label: title, amount: minorUnits(row.total) }],
      });
    } catch (error) {
      if (!(error instanceof BotApiError)) throw error;
      this.deps.log(`[telegram payments] ${error.message}`);
      throw new OrderError(503, 'payment_unavailable', 'Оплата в Telegram сейчас недоступна');
    }
  }

  /** One webhook update: answers pre-checkout queries, settles successful payments. */
  async handle(update: BotUpdate): Promise<void> {
    if (update.pre_checkout_query) await this.preCheckout(update.pre_checkout_query);
    const paid = update.message?.successful_payment;
    if (paid) this.settle(paid);
  }

  /** The order still waits for exactly this amount: Telegram may charge the customer. */
  private async preCheckout(query: PreCheckoutQuery): Promise<void> {
    const refusal = this.refusal(query);
    // Said to the customer by Telegram, in the order's language (for an order not found, the
    // customer's Telegram language).
    const row = refusal && this.order(query.invoice_payload);
    const t = customerTexts(
      row ? this.language(this.deps.orders.json(row)) : query.from?.language_code,
    );
    await this.deps.bot.call('answerPreCheckoutQuery', {
      pre_checkout_query_id: query.id,
      ok: refusal === null,
      ...(refusal ? { error_message: t(`payment.telegram.refused.${refusal}`) } : {}),
    });
  }

  /** Why this order must not be charged now, or null. */
  private refusal(p: {
    invoice_payload: string;
    currency: string;
    total_amount: number;
  }): 'notFound' | 'settled' | 'changed' | null {
    const row = this.order(p.invoice_payload);
    if (!row || row.payment_method !== TELEGRAM_PAYMENTS) return 'notFound';
    if (row.status !== 'pending') return 'settled';
    if (p.currency !== 'RUB' || p.total_amount !== minorUnits(row.total)) return 'changed';
    return null;
  }

  private settle(paid: SuccessfulPayment): void {
    const row = this.order(paid.invoice_payload);
    // Telegram delivers an update again when the webhook did not answer: paid once is enough.
    if (row && this.deps.orders.json(row).transaction_id === paid.telegram_payment_charge_id)
      return;
    const refusal = this.refusal(paid);
    if (refusal || !row) {
      // Telegram has charged the customer: the shop must refund by hand. Logged loudly, in the
      // shop's own language.
      const why = customerTexts(null)(`payment.telegram.refused.${refusal ?? 'notFound'}`);
      this.deps.log(
        `[telegram payments] payment ${paid.telegram_payment_charge_id} for '${paid.invoice_payload}' not applied (${why}): refund it`,
      );
      return;
    }
    this.deps.orders.pay(row.id, row.order_key ?? '', paid.telegram_payment_charge_id);
    this.deps.log(`[telegram payments] order ${row.id} paid (${paid.telegram_payment_charge_id})`);
  }

  /** The language the order was placed in (wpml_language). */
  private language(order: object) {
    return orderLanguageOf(order, LANGUAGES, DEFAULT_LANGUAGE);
  }

  private order(payload: string): OrderRow | null {
    const m = PAYLOAD.exec(payload);
    return m ? this.deps.orders.find(Number(m[1])) : null;
  }
}
