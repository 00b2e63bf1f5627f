// Telegram's services behind the Platform interface: the invoice of Telegram Payments (openInvoice)
// and the location manager. Each degrades to null / 'unavailable' on a client too old for it.
import { invoice } from '@telegram-apps/sdk-react';
import type { InvoiceOutcome, Platform } from '../platform.ts';

const OUTCOMES = ['paid', 'cancelled', 'failed', 'pending'] as const;

async function openInvoice(url: string): Promise<InvoiceOutcome> {
  try {
    const status = await invoice.open(url, 'url');
    return (OUTCOMES as readonly string[]).includes(status) ? (status as InvoiceOutcome) : 'failed';
  } catch (error) {
    console.warn('[telegram] invoice not opened', error);
    return 'failed';
  }
}

export function telegramServices(): Pick<Platform, 'openInvoice'> {
  return {
    openInvoice: invoice.open.isAvailable() ? openInvoice : null,
  };
}
