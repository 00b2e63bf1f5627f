// Where a sign-in code goes. The demo keeps codes in an outbox anyone on the demo can read; a
// deployment hands them to the operator's SMS gateway and never writes them anywhere itself.
import type { Db } from '../db/db.ts';
import { addToOutbox, latestOutbox, type OutboxEntry } from './outbox-store.ts';

export interface CodeSender {
  /** Delivers the code; throws (an AuthError for the customer) when it cannot. */
  send(channel: string, phone: string, code: string): void | Promise<void>;
}

/** Demo only: codes are stored and printed so a person or a test can sign in without a phone. */
export class DemoOutbox implements CodeSender {
  constructor(
    private db: Db,
    private log: (line: string) => void = console.log,
  ) {}
  send(channel: string, phone: string, code: string): void {
    addToOutbox(this.db, { channel, phone, code, sentAt: new Date().toISOString() });
    this.log(`[outbox] ${channel} code for ${phone}: ${code}`);
  }
  list(): OutboxEntry[] {
    return latestOutbox(this.db);
  }
}

export { emptyOutbox } from './outbox-store.ts';

export class CodeDeliveryError extends Error {}

/**
 * Production: POSTs `{channel, phone, code, text}` as JSON to the operator's gateway
 * (CODE_WEBHOOK_URL), which sends the SMS, WhatsApp or Telegram message. A non-2xx answer or no
 * answer within 10 s is a failed delivery. The code is in the request only, never in a log.
 */
export class WebhookSender implements CodeSender {
  constructor(
    private url: string,
    private fetchImpl: typeof fetch = fetch,
  ) {}
  async send(channel: string, phone: string, code: string): Promise<void> {
    let ok = false;
    try {
      const res = await this.fetchImpl(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ channel, phone, code, text: `Код для входа: ${code}` }),
        signal: AbortSignal.timeout(10_000),
      });
      ok = res.ok;
    } catch {
      ok = false;
    }
    if (!ok) throw new CodeDeliveryError(`code gateway refused a ${channel} code`);
  }
}

/** Production without a gateway: sign-in by code is off (Telegram sign-in still works). */
export class NoCodeSender implements CodeSender {
  send(): never {
    throw new CodeDeliveryError('CODE_WEBHOOK_URL is not set');
  }
}
