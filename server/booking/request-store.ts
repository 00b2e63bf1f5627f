// Call-back requests (customer_requests) as callback-request-routes.ts stores and answers them.
import type { Db } from '../db/db.ts';

export interface RequestRow {
  id: number;
  customer_id: number;
  name: string;
  phone: string;
  comment: string;
  /** JSON [{product_id, name}]. */
  products: string;
  warehouse_id: string;
  platform: string;
  status: string;
  created_at: string;
  request_hash: string | null;
}

export type NewRequest = Omit<RequestRow, 'id' | 'status' | 'created_at' | 'request_hash'> & {
  idempotency_key: string | null;
};

/** The request one customer (0: a guest) made under one Idempotency-Key. */
export function requestByKey(db: Db, customerId: number, key: string): RequestRow | undefined {
  return db
    .prepare('SELECT * FROM customer_requests WHERE customer_id = ? AND idempotency_key = ?')
    .get(customerId, key) as RequestRow | undefined;
}

export function findRequest(db: Db, id: number): RequestRow | undefined {
  return db.prepare('SELECT * FROM customer_requests WHERE id = ?').get(id) as
    RequestRow | undefined;
}

/** Answers the new request's id. */
export function insertRequest(db: Db, request: NewRequest, at: string, hash: string): number {
  return Number(
    db
      .prepare(
        `INSERT INTO customer_requests (customer_id, name, phone, comment, products, warehouse_id, platform, idempotency_key, created_at, request_hash)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        request.customer_id,
        request.name,
        request.phone,
        request.comment,
        request.products,
        request.warehouse_id,
        request.platform,
        request.idempotency_key,
        at,
        hash,
      ).lastInsertRowid,
  );
}

/** The newest 50, newest first (the demo's view of what the shop receives). */
export function latestRequests(db: Db): RequestRow[] {
  return db
    .prepare('SELECT * FROM customer_requests ORDER BY id DESC LIMIT 50')
    .all() as RequestRow[];
}
