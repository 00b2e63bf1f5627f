// SPEC.md §4 "Order statuses shown": awaiting payment, accepted, cooking, ready for handover, on the
// way (courier), handed over, cancelled. The codes are the vendor plugin's (BACKEND-CONTRACT.md:
// processing, making, done, kurier, completed) on top of WooCommerce's pending and cancelled.

export type OrderStatus =
  'pending' | 'processing' | 'making' | 'done' | 'kurier' | 'completed' | 'cancelled';

/** How the customer receives the order: the shipping method's kind, booking apart. */
export type OrderKind = 'delivery' | 'pickup' | 'lounge' | 'booking';

export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  pending: 'Ожидает оплаты',
  processing: 'Принят',
  making: 'Готовится',
  done: 'Готов к выдаче',
  kurier: 'В пути',
  completed: 'Выдан',
  cancelled: 'Отменён',
};

/** WooCommerce's own codes a merchant's backend may still send, read as the nearest shown status. */
const ALIASES: Record<string, OrderStatus> = {
  'on-hold': 'pending',
  failed: 'cancelled',
  refunded: 'cancelled',
  trash: 'cancelled',
};

/** The shown status of any code; null for a code the storefront does not know. */
export function orderStatusOf(code: string): OrderStatus | null {
  if (code in ORDER_STATUS_LABEL) return code as OrderStatus;
  return ALIASES[code] ?? null;
}

/** SPEC.md §4 status label; an unknown code is shown as it came. */
export function orderStatusLabel(code: string): string {
  const status = orderStatusOf(code);
  return status ? ORDER_STATUS_LABEL[status] : code;
}

/** Handed over or cancelled: nothing will happen to the order any more. */
export function isFinalStatus(code: string): boolean {
  const status = orderStatusOf(code);
  return status === 'completed' || status === 'cancelled';
}

/** The shell's "active orders": placed and not yet final. */
export function isActiveOrder(code: string): boolean {
  return orderStatusOf(code) !== null && !isFinalStatus(code);
}

/**
 * The way an accepted order goes: only delivery has a courier, a table booking is confirmed and
 * then honoured.
 */
export function statusPath(kind: OrderKind): OrderStatus[] {
  if (kind === 'delivery') return ['processing', 'making', 'done', 'kurier', 'completed'];
  if (kind === 'booking') return ['processing', 'completed'];
  return ['processing', 'making', 'done', 'completed'];
}

/** The status after this one on the way, or null (awaiting payment, final, or off the path). */
export function nextStatus(code: string, kind: OrderKind): OrderStatus | null {
  const path = statusPath(kind);
  const at = path.indexOf(code as OrderStatus);
  return at >= 0 && at < path.length - 1 ? path[at + 1]! : null;
}

export type CancelRefusal = 'cancelled' | 'processed' | 'expired';

export const CANCEL_REFUSAL_TEXT: Record<CancelRefusal, string> = {
  cancelled: 'Заказ уже отменён',
  processed: 'Заказ уже обработан',
  expired: 'Время, когда заказ можно было отменить, истекло',
};

/** SPEC.md §9 "Default pending-order cancel time: 1800 s". */
export const DEFAULT_CANCEL_SECONDS = 1800;

/**
 * SPEC.md §3 settings.pending_order_cansel_time: the customer may cancel an order while it awaits
 * payment or is only accepted, within that many seconds of placing it.
 */
export function cancelRefusal(
  order: { status: string; createdAt: number },
  now: number,
  cancelSeconds: number = DEFAULT_CANCEL_SECONDS,
): CancelRefusal | null {
  const status = orderStatusOf(order.status);
  if (status === 'cancelled') return 'cancelled';
  if (status !== 'pending' && status !== 'processing') return 'processed';
  if (now - order.createdAt > Math.max(0, cancelSeconds) * 1000) return 'expired';
  return null;
}

/** Until when the cancel button may show (ms), or null when it may not show at all. */
export function cancelDeadline(
  order: { status: string; createdAt: number },
  cancelSeconds: number = DEFAULT_CANCEL_SECONDS,
): number | null {
  const status = orderStatusOf(order.status);
  if (status !== 'pending' && status !== 'processing') return null;
  return order.createdAt + Math.max(0, cancelSeconds) * 1000;
}

/** The progress line of an order: the steps shown and the one it is at (-1 when off the way). */
export function orderProgress(
  code: string,
  kind: OrderKind,
): { steps: OrderStatus[]; current: number } {
  const status = orderStatusOf(code);
  const path = statusPath(kind);
  if (status === 'pending') return { steps: ['pending', ...path], current: 0 };
  return { steps: path, current: status ? path.indexOf(status) : -1 };
}

/**
 * How often the order page reads a non-final order again (ms), or null for a final one: rarely
 * while live updates arrive over the socket (a safety net), often enough when the socket is down
 * that the status never freezes.
 */
export const ORDER_POLL_MS = { live: 30_000, fallback: 10_000 } as const;

export function orderPollDelay(code: string, live: boolean): number | null {
  if (isFinalStatus(code)) return null;
  return live ? ORDER_POLL_MS.live : ORDER_POLL_MS.fallback;
}

/** The shell's active orders are read as often as one order's page, and not at all when none is left. */
export function activeOrdersPollDelay(count: number, live: boolean): number | null {
  if (count === 0) return null;
  return live ? ORDER_POLL_MS.live : ORDER_POLL_MS.fallback;
}

/** The active orders after a status update: the order with its new status, or gone once final. */
export function activeAfter<O extends { id: number; status: string }>(
  orders: readonly O[],
  update: { id: number; status: string },
): O[] {
  return isActiveOrder(update.status)
    ? orders.map((o) => (o.id === update.id ? { ...o, status: update.status } : o))
    : orders.filter((o) => o.id !== update.id);
}

export type StatusFeedback = 'success' | 'warning' | 'light';

/**
 * What the device feels when an order's status changes while the customer watches (Telegram
 * haptics): ready or handed over is good news, a cancel a warning, any other step a light tap.
 */
export function statusFeedback(previous: string, next: string): StatusFeedback | null {
  const status = orderStatusOf(next);
  if (!status || orderStatusOf(previous) === status) return null;
  if (status === 'done' || status === 'completed') return 'success';
  if (status === 'cancelled') return 'warning';
  return 'light';
}

/**
 * The order number of an /order/{id} address: digits, or no order at all (the page is then the
 * not-found page, and the active-orders strip leaves nothing out).
 */
export function orderNumberOf(param: string | undefined): number | null {
  return param && /^\d+$/.test(param) && Number(param) > 0 ? Number(param) : null;
}
