// Following one order channel from a screen: the realtime module (and pusher-js with it) is loaded
// by dynamic import on the first follow, so it lands in its own chunk and never in the home page's
// JS. Stopping drops a follow whose module is still loading.
import type { RealtimeConfig } from '../config.ts';
import type { Follow } from './channels.ts';
import type * as OrderChannel from './order-channel.ts';

export type OrderChannelModule = typeof OrderChannel;

export const loadOrderChannel = (): Promise<OrderChannelModule> => import('./order-channel.ts');

export class LiveChannel {
  private generation = 0;
  private active = false;
  private unfollow: (() => void) | null = null;

  constructor(
    /** Null: live updates are not configured; follow() does nothing. */
    readonly config: RealtimeConfig | null,
    private load: () => Promise<OrderChannelModule> = loadOrderChannel,
  ) {}

  /** Follows the channel, unless this already follows one. */
  async follow(follow: Follow): Promise<void> {
    if (!this.config || this.active) return;
    this.active = true;
    const generation = this.generation;
    let m: OrderChannelModule;
    try {
      m = await this.load();
    } catch (error) {
      console.warn('[orders] live updates unavailable', error);
      if (generation === this.generation) this.active = false;
      return;
    }
    if (generation !== this.generation) return;
    this.unfollow = m.followChannel(this.config, follow);
  }

  stop(): void {
    this.generation++;
    this.active = false;
    this.unfollow?.();
    this.unfollow = null;
  }
}
