// Which orders the rating modal already opened for on this device (it opens by itself once).
import type { KeyValueStorage } from '../../../adapters/platform.ts';

const KEY = 'orders:rating-asked';
const KEEP = 50;

function read(storage: KeyValueStorage): number[] {
  try {
    const list: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

export function wasAskedToRate(storage: KeyValueStorage, orderId: number): boolean {
  return read(storage).includes(orderId);
}

export function rememberAskedToRate(storage: KeyValueStorage, orderId: number): void {
  const list = read(storage).filter((n) => n !== orderId);
  storage.setItem(KEY, JSON.stringify([...list, orderId].slice(-KEEP)));
}
