// Bearer sessions (tokens): only a token's SHA-256 is stored, with its account and lifetime.
import type { Db } from '../db/db.ts';

export interface TokenRow {
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
}

/**
 * A new session. `keepExisting`: a row with the same hash stays as it is (a replayed Telegram
 * launch answers the session it opened before); otherwise a clash is an error.
 */
export function insertToken(db: Db, row: TokenRow, keepExisting = false): void {
  db.prepare(
    keepExisting
      ? 'INSERT OR IGNORE INTO tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)'
      : 'INSERT INTO tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  ).run(row.token_hash, row.user_id, row.created_at, row.expires_at);
}

/** The session a token hash names, if any (expired or not). */
export function tokenByHash(
  db: Db,
  tokenHash: string,
): Pick<TokenRow, 'user_id' | 'expires_at'> | undefined {
  return db
    .prepare('SELECT user_id, expires_at FROM tokens WHERE token_hash = ?')
    .get(tokenHash) as Pick<TokenRow, 'user_id' | 'expires_at'> | undefined;
}

export function deleteToken(db: Db, tokenHash: string): void {
  db.prepare('DELETE FROM tokens WHERE token_hash = ?').run(tokenHash);
}

/** Every session of an account. */
export function deleteUserTokens(db: Db, userId: number): void {
  db.prepare('DELETE FROM tokens WHERE user_id = ?').run(userId);
}
