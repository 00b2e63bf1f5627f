// Where a sign-in code goes. The demo keeps codes in an outbox anyone on the demo can read; a
// deployment hands them to the operator's SMS gateway and never writes them anywhere itself.
import type { Db } from '../db/db.ts';

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
    this.db
      .prepare('INSERT INTO sms_outbox (channel, phone, code, sent_at) VALUES (?, ?, ?, ?)')
      .run(channel, phone, code, new Date().toISOString());
    this.log(`[outbox] ${channel} code for ${phone}: ${code}`);
  }
  list(): { phone: string; code: string; sentAt: string; channel: string }[] {
    return this.db
      .prepare(
        'SELECT phone, code, sent_at AS sentAt, channel FROM sms_outbox ORDER BY id DESC LIMIT 50',
      )
      .all() as { phone: string; code: string; sentAt: string; channel: string }[];
  }
}

/** Outside the demo no code is kept: an outbox left by an earlier demo run is emptied. */
export function emptyOutbox(db: Db): void {
  db.prepare('DELETE FROM sms_outbox').run();
}

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
