// Live order updates (SPEC.md §7 "A real-time messaging service connection is used (cluster eu,
// TLS)"; README "Orders"): one pusher-js connection per page, shared by whoever follows orders — the
// order page (`private-order-{id}`) and the shell's active orders (`private-orders-{userId}`).
// This module carries pusher-js: it is only ever loaded by dynamic import, once there is an order to
// follow, so the home page never pays for it.
import Pusher, { type Channel, type ChannelAuthorizationCallback } from 'pusher-js';
import type { RealtimeConfig } from '../config.ts';
import { pusherOptions, type PageAddress } from './pusher-options.ts';
import { UPDATE_ORDER_EVENT, type Follow, type OrderUpdate } from './channels.ts';

function orderUpdate(data: unknown): OrderUpdate | null {
  const d = (typeof data === 'string' ? safeJson(data) : data) as Partial<OrderUpdate> | null;
  const id = Number(d?.id);
  if (!d || !Number.isInteger(id) || typeof d.status !== 'string') return null;
  return { id, status: d.status, status_label: String(d.status_label ?? '') };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

interface Bound {
  follow: Follow;
  unbind: () => void;
}

/** The page's one connection; it closes when the last follower leaves. */
class RealtimeLink {
  private readonly pusher: Pusher;
  private readonly bound = new Map<string, Bound[]>();

  constructor(config: RealtimeConfig, page: PageAddress) {
    this.pusher = new Pusher(config.key, {
      ...pusherOptions(config, page),
      channelAuthorization: {
        customHandler: ({ socketId, channelName }, callback) =>
          this.authorize(socketId, channelName, callback),
      },
    });
    this.pusher.connection.bind('state_change', (states: { current: string }) => {
      if (states.current === 'connected') return; // subscription_succeeded says when it is live
      for (const list of this.bound.values()) for (const b of list) b.follow.onLive(false);
    });
  }

  get empty(): boolean {
    return this.bound.size === 0;
  }

  follow(follow: Follow): () => void {
    const name = follow.channel;
    const onEvent = (data: unknown) => {
      const update = orderUpdate(data);
      if (update) follow.onUpdate(update);
    };
    const onSubscribed = () => follow.onLive(this.pusher.connection.state === 'connected');
    const onRefused = () => follow.onLive(false);
    let channel: Channel | null = null;
    const entry: Bound = {
      follow,
      unbind: () => {
        channel?.unbind(UPDATE_ORDER_EVENT, onEvent);
        channel?.unbind('pusher:subscription_succeeded', onSubscribed);
        channel?.unbind('pusher:subscription_error', onRefused);
      },
    };
    // Registered first: subscribing may ask authorize() for this channel at once.
    this.bound.set(name, [...(this.bound.get(name) ?? []), entry]);
    const already = this.pusher.channel(name)?.subscribed === true;
    // subscribe() is idempotent, and retries a subscription that was refused or cancelled.
    channel = this.pusher.subscribe(name);
    channel.bind(UPDATE_ORDER_EVENT, onEvent);
    channel.bind('pusher:subscription_succeeded', onSubscribed);
    channel.bind('pusher:subscription_error', onRefused);
    if (already && this.pusher.connection.state === 'connected') follow.onLive(true);
    return () => this.leave(name, entry);
  }

  close(): void {
    this.pusher.disconnect();
  }

  private leave(name: string, entry: Bound): void {
    entry.unbind();
    const rest = (this.bound.get(name) ?? []).filter((b) => b !== entry);
    if (rest.length > 0) {
      this.bound.set(name, rest);
      return;
    }
    this.bound.delete(name);
    this.pusher.unsubscribe(name);
  }

  private authorize(socketId: string, channel: string, callback: ChannelAuthorizationCallback) {
    const follow = this.bound.get(channel)?.[0]?.follow;
    if (!follow) {
      callback(new Error(`${channel} is not followed`), null);
      return;
    }
    follow.authorize(socketId, channel).then(
      (auth) => (auth ? callback(null, { auth }) : callback(new Error(`${channel} refused`), null)),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  }
}

let shared: RealtimeLink | null = null;

/**
 * Follows one channel's order updates on the page's shared connection (opened on first use).
 * Returns the disposer; the connection closes when nobody follows anything any more.
 */
export function followChannel(
  config: RealtimeConfig,
  follow: Follow,
  page: PageAddress = window.location,
): () => void {
  shared ??= new RealtimeLink(config, page);
  const link = shared;
  const stop = link.follow(follow);
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    stop();
    if (link.empty && shared === link) {
      link.close();
      shared = null;
    }
  };
}
