// The request modal's state: contacts, comment, the products asked about, and the request sent once
// per attempt (one Idempotency-Key from the first press until it is made).
import { makeAutoObservable, reaction } from 'mobx';
import type { RootStore } from './root-store.ts';
import { requestApi, type SentRequest } from '../api/request-api.ts';
import { requestProblems, submittedFrom, type RequestProblems } from '../domain/request.ts';
import { formatPhone, normalizePhone } from '../domain/phone.ts';
import type { RequestDraft } from './request-draft.ts';
import { AttemptKey, submitOnce } from './submit-once.ts';

export class RequestFormState {
  name = '';
  phone = '';
  comment = '';
  touched = false;
  busy = false;
  failure: string | null = null;
  done: SentRequest | null = null;
  private readonly attempt = new AttemptKey();
  private readonly api;

  constructor(
    private root: RootStore,
    readonly draft: RequestDraft,
  ) {
    this.api = requestApi(root.api.client);
    makeAutoObservable<RequestFormState, 'root' | 'attempt' | 'api'>(this, {
      root: false,
      draft: false,
      attempt: false,
      api: false,
    });
  }

  /** Fills the contacts from the signed-in customer, who may arrive later (Telegram). */
  watch(): () => void {
    return reaction(
      () => this.root.user.user,
      (user) => {
        if (!user) return;
        if (!this.name) this.name = user.first_name || user.display_name;
        if (!this.phone && user.phone) this.phone = formatPhone(user.phone);
      },
      { fireImmediately: true },
    );
  }

  /** The products asked about that the menu still has. */
  get products() {
    return this.draft.productIds.flatMap((id) => {
      const p = this.root.catalog.productsById.get(id);
      return p ? [p] : [];
    });
  }
  get problems(): RequestProblems {
    return requestProblems(
      {
        name: this.name,
        phone: this.phone,
        comment: this.comment,
        productIds: this.products.map((p) => p.id),
      },
      (p) => normalizePhone(p) !== null,
    );
  }

  setName(v: string) {
    this.name = v;
    this.failure = null;
  }
  setPhone(v: string) {
    this.phone = v;
    this.failure = null;
  }
  setComment(v: string) {
    this.comment = v;
    this.failure = null;
  }
  remove(id: number) {
    this.draft.remove(id);
  }

  /** Sends once; true when the shop has the request (then `done` holds it). */
  async submit(): Promise<boolean> {
    const result = await submitOnce(this, this.root, {
      valid: () => Object.keys(this.problems).length === 0,
      attempt: this.attempt,
      send: (key) =>
        this.api.send(
          {
            name: this.name.trim(),
            phone: this.phone,
            comment: this.comment.trim(),
            products: this.products.map((p) => ({ product_id: p.id })),
            stock_id: this.root.delivery.warehouseId ?? this.root.delivery.city?.warehouse_id ?? '',
            platform: submittedFrom(this.root.platform.kind),
          },
          key,
        ),
      fallback: 'request.errors.failed',
      made: () => this.draft.clear(),
    });
    return result?.ok ?? false;
  }
}
