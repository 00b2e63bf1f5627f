// Online payment behind one small interface: the order service asks a gateway where the customer
// pays; the gateway's callback (here the demo page's form) tells the service the order is paid.
// A real gateway (CloudPayments, PayKeeper…) implements PaymentGateway and is registered instead.
import { TelegramInvoiceGateway } from '../telegram/payments.ts';

export interface PaymentOrder {
  id: number;
  orderKey: string;
  total: number;
  currency: string;
}

export interface PaymentGateway {
  /** The payment method id of settings.payment_methods this gateway serves. */
  readonly id: string;
  /**
   * The page the customer is sent to (the order's payment_url); null when the storefront pays
   * another way (a Telegram invoice, opened inside the Mini App).
   */
  paymentUrl(order: PaymentOrder): string | null;
}

/** The demo shop's "bank": a page of the reference backend, only in demo mode. */
export class DemoGateway implements PaymentGateway {
  readonly id = 'demo_online';
  constructor(private apiBase: string) {}
  paymentUrl(order: PaymentOrder): string {
    return `${this.apiBase.replace(/\/$/, '')}/demo-pay/${order.id}?key=${encodeURIComponent(order.orderKey)}`;
  }
}

export function paymentGateways(config: {
  demo: boolean;
  publicApiBase: string;
  telegramPayments: { providerToken: string } | null;
}) {
  const gateways = new Map<string, PaymentGateway>();
  if (config.demo) {
    const demo = new DemoGateway(config.publicApiBase);
    gateways.set(demo.id, demo);
  }
  if (config.telegramPayments) {
    const telegram = new TelegramInvoiceGateway();
    gateways.set(telegram.id, telegram);
  }
  return gateways;
}

/** '1 290 ₽', '99,50 ₽': the amount as a Russian receipt prints it. */
export function formatAmount(amount: number, currency: string): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  const text = amount.toLocaleString('ru-RU', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${text} ${currency === 'RUB' ? '₽' : currency}`;
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** The demo payment page: the amount, 'Оплатить' and 'Отменить'; or a message with a way back. */
export function demoPayPage(
  page:
    | { kind: 'pay'; order: PaymentOrder; shop: string; action: string }
    | { kind: 'message'; title: string; text: string; back: string },
): string {
  const body =
    page.kind === 'pay'
      ? `<p class="muted">${escape(page.shop)} · заказ №${page.order.id}</p>
    <h1>К оплате</h1>
    <p class="amount">${escape(formatAmount(page.order.total, page.order.currency))}</p>
    <form method="post" action="${escape(page.action)}">
      <input type="hidden" name="key" value="${escape(page.order.orderKey)}">
      <button type="submit" name="action" value="pay" class="pay">Оплатить</button>
      <button type="submit" name="action" value="cancel" class="cancel">Отменить</button>
    </form>
    <p class="muted small">Демонстрационная оплата: деньги не списываются.</p>`
      : `<h1>${escape(page.title)}</h1>
    <p>${escape(page.text)}</p>
    <p><a class="pay link" href="${escape(page.back)}">Вернуться к заказу</a></p>`;
  return `<!doctype html>
<html lang="ru">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>Оплата заказа</title>
  <style>
    body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f4f5f7;
      font: 16px/1.4 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1d1d1f; }
    main { width: min(360px, calc(100vw - 32px)); background: #fff; border-radius: 20px;
      padding: 28px 24px; box-shadow: 0 12px 40px rgba(0, 0, 0, .08); text-align: center; }
    h1 { font-size: 20px; margin: 4px 0 8px; }
    .amount { font-size: 36px; font-weight: 700; margin: 8px 0 24px; }
    .muted { color: #6e6e73; margin: 0; } .small { font-size: 13px; margin-top: 16px; }
    form { display: grid; gap: 10px; }
    button, .link { display: block; width: 100%; box-sizing: border-box; border: 0; border-radius: 12px;
      padding: 14px; font: inherit; font-weight: 600; cursor: pointer; text-decoration: none; }
    .pay { background: #ff6b2c; color: #fff; } .cancel { background: #f0f0f2; color: #1d1d1f; }
  </style>
</head>
<body>
  <main>
    ${body}
  </main>
</body>
</html>
`;
}
