// A customer's saved delivery addresses (user_addresses), as the account calls and a phone link read
// and write them. Ownership and validation are the route's; this only stores.
import type { Db } from '../db/db.ts';

export interface AddressRow {
  id: number;
  user_id: number;
  name: string;
  address_line: string;
  apartment: string;
  entrance: string;
  floor: string;
  comment: string;
  /** JSON ['lat', 'lon'] or []. */
  coordinates: string;
  /** JSON of the vendor's extra fields (default, private_house, enter_code…). */
  extra: string;
}

export type AddressFields = Omit<AddressRow, 'id' | 'user_id'>;

/** Oldest first. */
export function listAddresses(db: Db, userId: number): AddressRow[] {
  return db
    .prepare('SELECT * FROM user_addresses WHERE user_id = ? ORDER BY id')
    .all(userId) as AddressRow[];
}

export function findAddress(db: Db, id: number): AddressRow | undefined {
  return db.prepare('SELECT * FROM user_addresses WHERE id = ?').get(id) as AddressRow | undefined;
}

export function countAddresses(db: Db, userId: number): number {
  return (
    db.prepare('SELECT COUNT(*) AS n FROM user_addresses WHERE user_id = ?').get(userId) as {
      n: number;
    }
  ).n;
}

/** Answers the new address's id. */
export function insertAddress(
  db: Db,
  userId: number,
  fields: AddressFields,
  createdAt: string,
): number {
  return Number(
    db
      .prepare(
        `INSERT INTO user_addresses (user_id, name, address_line, apartment, entrance, floor, comment, coordinates, extra, created_at)
         VALUES (@user_id, @name, @address_line, @apartment, @entrance, @floor, @comment, @coordinates, @extra, @created_at)`,
      )
      .run({ ...fields, user_id: userId, created_at: createdAt }).lastInsertRowid,
  );
}

export function updateAddress(db: Db, id: number, fields: AddressFields): void {
  db.prepare(
    `UPDATE user_addresses SET name = @name, address_line = @address_line, apartment = @apartment,
     entrance = @entrance, floor = @floor, comment = @comment, coordinates = @coordinates, extra = @extra
     WHERE id = @id`,
  ).run({ ...fields, id });
}

export function deleteAddress(db: Db, id: number): void {
  db.prepare('DELETE FROM user_addresses WHERE id = ?').run(id);
}

/** One default address per customer: every address but `keepId` loses its default mark. */
export function unmarkOtherDefaults(db: Db, userId: number, keepId: number): void {
  const rows = db
    .prepare('SELECT id, extra FROM user_addresses WHERE user_id = ? AND id != ?')
    .all(userId, keepId) as { id: number; extra: string }[];
  const update = db.prepare('UPDATE user_addresses SET extra = ? WHERE id = ?');
  for (const row of rows) {
    const extra = JSON.parse(row.extra) as Record<string, unknown>;
    if (extra.default) update.run(JSON.stringify({ ...extra, default: false }), row.id);
  }
}

/** Every address of one account now belongs to another (accounts merged by a phone link). */
export function moveAddresses(db: Db, fromUserId: number, toUserId: number): void {
  db.prepare('UPDATE user_addresses SET user_id = ? WHERE user_id = ?').run(toUserId, fromUserId);
}
