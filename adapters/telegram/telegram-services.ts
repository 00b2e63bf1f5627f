// Telegram's services behind the Platform interface: the invoice of Telegram Payments (openInvoice)
// and the location manager. Each degrades to null / 'unavailable' on a client too old for it.
import { invoice, locationManager } from '@telegram-apps/sdk-react';
import type { InvoiceOutcome, LocateOutcome, Platform } from '../platform.ts';
import { browserLocation } from '../web/browser-location.ts';

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

/**
 * Telegram's location manager (Mini Apps 8.0): Telegram asks the user the first time; after a
 * refusal it no longer asks, and the answer is 'denied' (the customer types the address).
 */
async function locate(): Promise<LocateOutcome> {
  try {
    if (!locationManager.isMounted()) await locationManager.mount();
    if (!locationManager.isAvailable()) return { kind: 'unavailable' };
  } catch (error) {
    console.info('[telegram] no location manager', error);
    return { kind: 'unavailable' };
  }
  try {
    const where = (await locationManager.requestLocation()) as {
      latitude: number;
      longitude: number;
    };
    return { kind: 'found', latitude: where.latitude, longitude: where.longitude };
  } catch (error) {
    // Refused now, or earlier (Telegram then no longer asks): the customer types the address.
    console.info('[telegram] location not given', error);
    return { kind: 'denied' };
  }
}

export function telegramServices(): Pick<Platform, 'openInvoice' | 'locate'> {
  return {
    openInvoice: invoice.open.isAvailable() ? openInvoice : null,
    locate: locationManager.mount.isAvailable() ? locate : browserLocation(),
  };
}
