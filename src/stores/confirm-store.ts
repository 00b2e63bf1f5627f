// Destructive actions (clearing the cart, cancelling an order or a booking, logging out) are asked
// about first: with the host's own popup inside Telegram, with the page's dialog on the website
// (never window.confirm: a Telegram Web frame may forbid it, and it cannot be styled or translated).
import { makeAutoObservable } from 'mobx';
import type { ConfirmRequest } from '../../adapters/platform.ts';
import type { RootStore } from './root-store.ts';

export type ConfirmTopic = 'clearCart' | 'cancelOrder' | 'cancelBooking' | 'logout';

interface Pending {
  topic: ConfirmTopic;
  request: ConfirmRequest;
  resolve: (confirmed: boolean) => void;
}

export class ConfirmStore {
  /** The question the page's dialog shows (website); null when none is asked. */
  pending: Pending | null = null;

  constructor(private root: RootStore) {
    makeAutoObservable<ConfirmStore, 'root'>(this, { root: false });
  }

  /** Asks about a destructive action; true when the customer confirmed it. */
  ask(topic: ConfirmTopic): Promise<boolean> {
    const t = this.root.ui.t;
    const request: ConfirmRequest = {
      title: t(`confirm.${topic}.title`),
      message: t(`confirm.${topic}.message`),
      confirm: t(`confirm.${topic}.confirm`),
      cancel: t(`confirm.${topic}.cancel`),
    };
    this.root.platform.haptics.notify('warning');
    const host = this.root.platform.confirm;
    if (host) return host(request);
    this.pending?.resolve(false);
    return new Promise((resolve) => {
      this.pending = { topic, request, resolve };
    });
  }

  /** The page's dialog answered (confirm, cancel, Escape or a tap outside). */
  answer(confirmed: boolean) {
    const pending = this.pending;
    this.pending = null;
    pending?.resolve(confirmed);
  }
}
