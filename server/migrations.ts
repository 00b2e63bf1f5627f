// Schema history. Append only: a released migration is never edited.
export const migrations: { version: number; sql: string }[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE options (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE categories (
        id INTEGER PRIMARY KEY, parent INTEGER NOT NULL DEFAULT 0, slug TEXT NOT NULL UNIQUE,
        position INTEGER NOT NULL DEFAULT 0, data TEXT NOT NULL
      );
      CREATE TABLE products (
        id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, category_id INTEGER NOT NULL,
        position INTEGER NOT NULL DEFAULT 0, data TEXT NOT NULL
      );
      CREATE TABLE stock (
        product_id INTEGER NOT NULL REFERENCES products(id), warehouse_id TEXT NOT NULL,
        quantity INTEGER NOT NULL, price REAL, PRIMARY KEY (product_id, warehouse_id)
      );
      CREATE TABLE translations (
        kind TEXT NOT NULL, id INTEGER NOT NULL, lang TEXT NOT NULL, name TEXT NOT NULL,
        PRIMARY KEY (kind, id, lang)
      );
      CREATE TABLE posts (
        id INTEGER PRIMARY KEY, type TEXT NOT NULL, slug TEXT NOT NULL, lang TEXT NOT NULL DEFAULT 'ru',
        title TEXT NOT NULL, excerpt TEXT NOT NULL DEFAULT '', content TEXT NOT NULL, image TEXT NOT NULL DEFAULT '',
        date TEXT NOT NULL, UNIQUE (type, slug, lang)
      );
      CREATE TABLE users (
        id INTEGER PRIMARY KEY AUTOINCREMENT, phone TEXT UNIQUE, telegram_id INTEGER UNIQUE,
        first_name TEXT NOT NULL DEFAULT '', last_name TEXT NOT NULL DEFAULT '', email TEXT NOT NULL DEFAULT '',
        birth TEXT NOT NULL DEFAULT '', created_at TEXT NOT NULL
      );
      CREATE TABLE tokens (
        token_hash TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id),
        created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL
      );
      CREATE TABLE auth_codes (
        channel TEXT NOT NULL, phone TEXT NOT NULL, code_hash TEXT NOT NULL, expires_at INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL, PRIMARY KEY (channel, phone)
      );
      CREATE TABLE rate_limits (
        key TEXT PRIMARY KEY, window_start INTEGER NOT NULL, count INTEGER NOT NULL
      );
      CREATE TABLE sms_outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT, channel TEXT NOT NULL, phone TEXT NOT NULL, code TEXT NOT NULL,
        sent_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 2,
    sql: `
      CREATE TABLE bonus_ledger (
        id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL REFERENCES users(id),
        amount INTEGER NOT NULL, reason TEXT NOT NULL, order_id INTEGER, created_at TEXT NOT NULL
      );
      CREATE INDEX bonus_ledger_user ON bonus_ledger(user_id);
    `,
  },
];
