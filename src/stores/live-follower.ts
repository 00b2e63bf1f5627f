// What the order page and the shell's active orders share: an order channel followed over the
// socket (LiveChannel), and re-reads on a timer as the safety net — every 30 s while the socket is
// live, every 10 s while it is not (ORDER_POLL_MS), so a broken socket never freezes a status — and
// at once when the customer comes back to the app or the page (LiveFollowerDeps.presence).
import { action, makeObservable, observable, runInAction } from 'mobx';
import type { OrdersApi } from '../api/orders-api.ts';
import type { RealtimeConfig } from '../config.ts';
import type { Platform } from '../../adapters/platform.ts';
import type { OrderUpdate } from '../realtime/channels.ts';
import { LiveChannel, type OrderChannelModule } from '../realtime/live-channel.ts';
import { PollTimer } from './poll-timer.ts';

export interface LiveFollowerDeps {
  api: Pick<OrdersApi, 'channelAuth'>;
  /** Null: no live updates configured, polling alone. */
  realtime: RealtimeConfig | null;
  loadRealtime?: () => Promise<OrderChannelModule>;
  /**
   * When the customer leaves the app or the page and comes back (Platform.onPresence): back, the
   * orders are read at once. A minimised app or a hidden page may have missed the socket's updates,
   * and its next timed read could be up to 30 s away.
   */
  presence?: Platform['onPresence'];
}

export abstract class LiveFollower {
  /** Subscribed on a connected socket: updates arrive as they happen. */
  live = false;
  /** The first read since start is over, whatever it answered. */
  read = false;

  protected stopped = true;
  private channel: LiveChannel;
  private poll = new PollTimer(() => void this.refresh());
  private presenceOff: (() => void) | null = null;

  constructor(private liveDeps: LiveFollowerDeps) {
    this.channel = new LiveChannel(liveDeps.realtime, liveDeps.loadRealtime);
    makeObservable<LiveFollower, 'setLive'>(this, {
      live: observable,
      read: observable,
      setLive: action,
    });
  }

  /** Reads afresh (start, the timer, a regained subscription). */
  abstract refresh(): Promise<void>;
  /** An UpdateOrderEvent from the socket. */
  abstract apply(update: OrderUpdate): void;
  /** When to read again (ms), or null for not at all. */
  protected abstract pollDelay(): number | null;

  start(): void {
    this.stopped = false;
    this.presenceOff ??=
      this.liveDeps.presence?.((here) => {
        if (here && !this.stopped) void this.refresh();
      }) ?? null;
    void this.refresh().finally(() => runInAction(() => (this.read = true)));
  }

  stop(): void {
    this.stopped = true;
    this.presenceOff?.();
    this.presenceOff = null;
    this.poll.clear();
    this.stopLive();
  }

  /** (Re)arms the safety-net read. */
  protected schedule(): void {
    this.poll.after(this.stopped ? null : this.pollDelay());
  }

  /** Follows a channel unless already following; a guest's order key signs its order's channel. */
  protected startLive(channel: string, orderKey: string | null): void {
    if (this.stopped) return;
    const { api, realtime } = this.liveDeps;
    void this.channel.follow({
      channel,
      authorize: async (socketId, name) => {
        const r = await api.channelAuth(socketId, name, orderKey, realtime?.authEndpoint);
        return r.ok ? r.data.auth : null;
      },
      onUpdate: (update) => this.apply(update),
      onLive: (live) => this.setLive(live),
    });
  }

  protected stopLive(): void {
    this.channel.stop();
    if (this.live) runInAction(() => (this.live = false));
  }

  private setLive(live: boolean): void {
    if (live === this.live) return;
    this.live = live;
    // Just subscribed (or back after a drop): whatever happened before is read once.
    if (live) void this.refresh();
    else this.schedule();
  }
}
