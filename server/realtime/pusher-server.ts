// Live order updates (SPEC.md §7 "A real-time messaging service connection is used"): a minimal
// Pusher Channels server on the backend's own port, so pusher-js works against the demo exactly as
// against the merchant's Pusher app. Protocol 7 (pusher.com/docs/channels/library_auth_reference/pusher-websockets-protocol):
// connection_established, ping/pong, subscribe/unsubscribe, private channels signed
// key:HMAC-SHA256(secret, 'socket_id:channel').
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { sameSecret } from '../http/same-secret.ts';

/** What the order service needs: send an event to everyone subscribed to a channel. */
export interface Realtime {
  publish(channel: string, event: string, data: unknown): void;
}

/** Remembers what was published; the default when no socket server is attached (tests, scripts). */
export class MemoryRealtime implements Realtime {
  readonly published: { channel: string; event: string; data: unknown }[] = [];
  publish(channel: string, event: string, data: unknown): void {
    this.published.push({ channel, event, data });
    if (this.published.length > 1000) this.published.shift();
  }
}

/** The order events' channels: every order of a signed-in customer, and one order (guests too). */
export const userOrdersChannel = (userId: number) => `private-orders-${userId}`;
export const orderChannel = (orderId: number) => `private-order-${orderId}`;

/**
 * What /runtime-config.js tells the storefront's pusher-js about this backend: the socket lives on
 * the API's own host and port under the API's path (`{apiBase}/app/{key}`), so whatever proxies the
 * API proxies the socket too. wsHost '' means "the page's own host and port, TLS as the page" (the
 * usual `npm start` setup). Null when private channels cannot be signed: the storefront polls.
 */
export function realtimeClientConfig(config: {
  realtimeKey: string;
  realtimeSecret: string;
  publicApiBase: string;
}): Record<string, string | number | boolean> | null {
  if (!config.realtimeSecret || !config.realtimeKey) return null;
  const common = { key: config.realtimeKey, cluster: 'eu' };
  if (/^https?:\/\//.test(config.publicApiBase)) {
    const url = new URL(config.publicApiBase);
    const tls = url.protocol === 'https:';
    const port = url.port ? Number(url.port) : tls ? 443 : 80;
    return {
      ...common,
      wsHost: url.hostname,
      wsPort: port,
      wssPort: port,
      forceTLS: tls,
      wsPath: url.pathname.replace(/\/$/, ''),
    };
  }
  return { ...common, wsHost: '', wsPath: config.publicApiBase.replace(/\/$/, '') };
}

export const SOCKET_ID = /^\d{1,20}\.\d{1,20}$/;

/** Pusher's private-channel signature: the auth string a client presents on subscribe. */
export function channelAuth(
  key: string,
  secret: string,
  socketId: string,
  channel: string,
): string {
  const signature = crypto
    .createHmac('sha256', secret)
    .update(`${socketId}:${channel}`)
    .digest('hex');
  return `${key}:${signature}`;
}

/** pusher-js connects to {wsPath}/app/{key}; the storefront may put it under /api. */
const APP_PATH = /^(?:\/api)?\/app\/([^/]+)$/;

interface UpgradeSource {
  on(
    event: 'upgrade',
    listener: (request: IncomingMessage, socket: Duplex, head: Buffer) => void,
  ): unknown;
}

interface Message {
  event?: unknown;
  data?: unknown;
  channel?: unknown;
}

export interface PusherHubOptions {
  key: string;
  secret: string;
  /** Seconds of silence after which pusher-js pings (Pusher's own default is 120). */
  activityTimeout?: number;
  log?: (line: string) => void;
  /** Channels one connection may hold (a customer follows a few orders, not thousands). */
  maxChannelsPerSocket?: number;
  /** Open connections from one client address. */
  maxSocketsPerClient?: number;
  /** Proxies whose X-Forwarded-For names the client (as TRUST_PROXY for HTTP). */
  trustProxy?: number;
}

export const MAX_CHANNELS_PER_SOCKET = 32;
export const MAX_SOCKETS_PER_CLIENT = 20;

/** The address an upgrade request comes from, behind `trustProxy` proxies. */
export function upgradeClient(request: IncomingMessage, trustProxy: number): string {
  const socket = request.socket.remoteAddress ?? 'unknown';
  if (trustProxy <= 0) return socket;
  const header = request.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  return hops.length > 0 ? hops[Math.max(0, hops.length - trustProxy)]! : socket;
}

export class PusherHub implements Realtime {
  private wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  private channels = new Map<string, Set<WebSocket>>();
  private sockets = new Map<WebSocket, Set<string>>();
  private perClient = new Map<string, number>();

  constructor(private options: PusherHubOptions) {}

  /** Takes the WebSocket upgrades of an HTTP server (the one @hono/node-server's serve() returns). */
  attach(server: UpgradeSource): void {
    server.on('upgrade', (request, socket, head) => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      const match = APP_PATH.exec(path);
      if (!match || request.headers.upgrade?.toLowerCase() !== 'websocket') {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      const client = upgradeClient(request, this.options.trustProxy ?? 0);
      const open = this.perClient.get(client) ?? 0;
      if (open >= (this.options.maxSocketsPerClient ?? MAX_SOCKETS_PER_CLIENT)) {
        socket.end(
          'HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
        );
        return;
      }
      let key: string;
      try {
        key = decodeURIComponent(match[1]!);
      } catch {
        socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      this.perClient.set(client, open + 1);
      let counted = true;
      const release = () => {
        if (!counted) return;
        counted = false;
        const left = (this.perClient.get(client) ?? 1) - 1;
        if (left > 0) this.perClient.set(client, left);
        else this.perClient.delete(client);
      };
      socket.once('close', release);
      this.wss.handleUpgrade(request, socket, head, (ws) => {
        ws.once('close', release);
        this.connected(ws, key);
      });
    });
  }

  publish(channel: string, event: string, data: unknown): void {
    const frame = JSON.stringify({ event, channel, data: JSON.stringify(data) });
    for (const ws of this.channels.get(channel) ?? []) {
      if (ws.readyState === ws.OPEN) ws.send(frame);
    }
  }

  /** Subscribers of a channel right now (for tests and the log). */
  subscribers(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }

  close(): void {
    for (const ws of this.sockets.keys()) ws.terminate();
    this.wss.close();
  }

  private connected(ws: WebSocket, key: string): void {
    const send = (message: Record<string, unknown>) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
    };
    if (!sameSecret(key, this.options.key)) {
      send({
        event: 'pusher:error',
        data: { code: 4001, message: `App key ${key} not in this cluster` },
      });
      ws.close(4001, 'Unknown app key');
      return;
    }
    const socketId = `${crypto.randomInt(1, 2 ** 40)}.${crypto.randomInt(1, 2 ** 40)}`;
    this.sockets.set(ws, new Set());
    ws.on('close', () => this.disconnected(ws));
    ws.on('error', () => this.disconnected(ws));
    ws.on('message', (raw) => {
      let message: Message;
      try {
        message = JSON.parse(String(raw)) as Message;
      } catch {
        send({ event: 'pusher:error', data: { code: null, message: 'Malformed JSON' } });
        return;
      }
      this.received(ws, socketId, message, send);
    });
    send({
      event: 'pusher:connection_established',
      data: JSON.stringify({
        socket_id: socketId,
        activity_timeout: this.options.activityTimeout ?? 120,
      }),
    });
  }

  private received(
    ws: WebSocket,
    socketId: string,
    message: Message,
    send: (m: Record<string, unknown>) => void,
  ): void {
    // Clients send data as an object; some libraries send it as a JSON string.
    let data = message.data;
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data) as unknown;
      } catch {
        data = {};
      }
    }
    const fields = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
    const channel = typeof fields.channel === 'string' ? fields.channel : '';
    switch (message.event) {
      case 'pusher:ping':
        send({ event: 'pusher:pong', data: {} });
        return;
      case 'pusher:subscribe': {
        const held = this.sockets.get(ws);
        const max = this.options.maxChannelsPerSocket ?? MAX_CHANNELS_PER_SOCKET;
        if (held && !held.has(channel) && held.size >= max) {
          send({
            event: 'pusher:subscription_error',
            channel,
            data: { type: 'LimitReached', error: `At most ${max} channels`, status: 429 },
          });
          return;
        }
        const refusal = this.refusal(socketId, channel, fields.auth);
        if (refusal) {
          send({
            event: 'pusher:subscription_error',
            channel,
            data: { type: 'AuthError', error: refusal, status: 401 },
          });
          return;
        }
        this.sockets.get(ws)?.add(channel);
        const members = this.channels.get(channel) ?? new Set<WebSocket>();
        members.add(ws);
        this.channels.set(channel, members);
        send({ event: 'pusher_internal:subscription_succeeded', channel, data: '{}' });
        return;
      }
      case 'pusher:unsubscribe':
        this.leave(ws, channel);
        return;
      default:
        // Client events (client-*) need a feature this server does not offer.
        if (typeof message.event === 'string' && message.event.startsWith('client-')) {
          send({
            event: 'pusher:error',
            data: { code: 4301, message: 'Client events are not enabled' },
          });
        }
    }
  }

  /** Why a subscription is refused, or null. Public channels are open; private ones need the signature. */
  private refusal(socketId: string, channel: string, auth: unknown): string | null {
    if (!channel || channel.length > 164 || !/^[-a-zA-Z0-9_=@,.;]+$/.test(channel)) {
      return 'Invalid channel name';
    }
    if (channel.startsWith('presence-')) return 'Presence channels are not supported';
    if (!channel.startsWith('private-')) return null;
    if (!this.options.secret) return 'Private channels are not configured';
    const expected = channelAuth(this.options.key, this.options.secret, socketId, channel);
    return typeof auth === 'string' && sameSecret(auth, expected) ? null : 'Invalid signature';
  }

  private leave(ws: WebSocket, channel: string): void {
    this.sockets.get(ws)?.delete(channel);
    const members = this.channels.get(channel);
    members?.delete(ws);
    if (members?.size === 0) this.channels.delete(channel);
  }

  private disconnected(ws: WebSocket): void {
    for (const channel of this.sockets.get(ws) ?? []) this.leave(ws, channel);
    this.sockets.delete(ws);
  }
}
