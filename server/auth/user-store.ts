// Customers' accounts (the users table): found by id, phone or Telegram id, created by sign-in,
// edited by the profile screen, and merged when a Telegram account proves a website customer's phone.
import type { Db } from '../db/db.ts';

export interface UserRow {
  id: number;
  phone: string | null;
  first_name: string;
  last_name: string;
  email: string;
  birth: string;
  telegram_id: number | null;
}

export function findUser(db: Db, id: number): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
}

export function userIdByPhone(db: Db, phone: string): number | undefined {
  return (
    db.prepare('SELECT id FROM users WHERE phone = ?').get(phone) as { id: number } | undefined
  )?.id;
}

export function userByTelegramId(
  db: Db,
  telegramId: number,
): { id: number; phone: string | null } | undefined {
  return db.prepare('SELECT id, phone FROM users WHERE telegram_id = ?').get(telegramId) as
    { id: number; phone: string | null } | undefined;
}

/** A new account: by phone (code sign-in) or by Telegram identity. Answers its id. */
export function insertUser(
  db: Db,
  user: { phone?: string; telegramId?: number; firstName?: string; lastName?: string },
  createdAt: string,
): number {
  return Number(
    db
      .prepare(
        'INSERT INTO users (phone, telegram_id, first_name, last_name, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(
        user.phone ?? null,
        user.telegramId ?? null,
        user.firstName ?? '',
        user.lastName ?? '',
        createdAt,
      ).lastInsertRowid,
  );
}

export function setUserPhone(db: Db, id: number, phone: string): void {
  db.prepare('UPDATE users SET phone = ? WHERE id = ?').run(phone, id);
}

/** The Telegram identity (if any) leaves one account for another; telegram_id is UNIQUE. */
export function moveTelegramId(db: Db, fromId: number, toId: number): void {
  const from = findUser(db, fromId);
  db.prepare('UPDATE users SET telegram_id = NULL WHERE id = ?').run(fromId);
  if (from && from.telegram_id !== null)
    db.prepare('UPDATE users SET telegram_id = ? WHERE id = ?').run(from.telegram_id, toId);
}

export function updateUserProfile(
  db: Db,
  id: number,
  profile: Pick<UserRow, 'first_name' | 'last_name' | 'email' | 'birth'>,
): void {
  db.prepare(
    'UPDATE users SET first_name = ?, last_name = ?, email = ?, birth = ? WHERE id = ?',
  ).run(profile.first_name, profile.last_name, profile.email, profile.birth, id);
}
