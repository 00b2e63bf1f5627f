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
  {
    // Account area (issue 6). Versions 10+ keep clear of the parallel issues' numbers.
    version: 10,
    sql: `
      -- The checkout owns the full order; this minimal shape lets the account count and list a
      -- customer's orders before it lands (IF NOT EXISTS: whichever migration runs first wins).
      CREATE TABLE IF NOT EXISTS orders (
        id INTEGER PRIMARY KEY AUTOINCREMENT, customer_id INTEGER, status TEXT NOT NULL DEFAULT 'pending',
        total TEXT NOT NULL DEFAULT '0', created_at TEXT NOT NULL, data TEXT NOT NULL DEFAULT '{}'
      );
      CREATE INDEX IF NOT EXISTS orders_customer ON orders(customer_id);
      CREATE TABLE user_addresses (
        id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL REFERENCES users(id),
        name TEXT NOT NULL, address_line TEXT NOT NULL, apartment TEXT NOT NULL DEFAULT '',
        entrance TEXT NOT NULL DEFAULT '', floor TEXT NOT NULL DEFAULT '', comment TEXT NOT NULL DEFAULT '',
        coordinates TEXT NOT NULL DEFAULT '[]', extra TEXT NOT NULL DEFAULT '{}', created_at TEXT NOT NULL
      );
      CREATE INDEX user_addresses_user ON user_addresses(user_id);
      CREATE TABLE preference_options (
        code TEXT PRIMARY KEY, text TEXT NOT NULL, position INTEGER NOT NULL
      );
      INSERT INTO preference_options (code, text, position) VALUES
        ('no_onion', 'Без лука', 1), ('gluten_free', 'Без глютена', 2),
        ('vegetarian', 'Вегетарианское', 3), ('spicy', 'Острое', 4),
        ('lactose_free', 'Без лактозы', 5), ('halal', 'Халяль', 6);
      CREATE TABLE user_preferences (
        user_id INTEGER PRIMARY KEY REFERENCES users(id), codes TEXT NOT NULL DEFAULT '[]',
        comment TEXT NOT NULL DEFAULT ''
      );
      CREATE TABLE push_logs (
        id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL REFERENCES users(id),
        title TEXT NOT NULL, body TEXT NOT NULL, created_at TEXT NOT NULL
      );
      CREATE INDEX push_logs_user ON push_logs(user_id);
      -- Every new customer finds a welcome in the notification history, however they signed up
      -- (SMS, Telegram, WhatsApp): a trigger covers all the code paths that create users.
      CREATE TRIGGER users_welcome_push AFTER INSERT ON users BEGIN
        INSERT INTO push_logs (user_id, title, body, created_at) VALUES (NEW.id, 'Добро пожаловать!',
          'Спасибо, что вы с нами. Мы начислили вам приветственные бонусы: ими можно оплатить часть заказа.',
          NEW.created_at);
      END;
      INSERT INTO push_logs (user_id, title, body, created_at)
        SELECT id, 'Добро пожаловать!', 'Спасибо, что вы с нами.', created_at FROM users;
    `,
  },
  {
    version: 11,
    sql: `
      -- Fortune wheel: one spin per customer per shop-calendar day.
      CREATE TABLE wheel_spins (
        user_id INTEGER NOT NULL REFERENCES users(id), day TEXT NOT NULL, prize_id TEXT NOT NULL,
        coupon_code TEXT, created_at TEXT NOT NULL, PRIMARY KEY (user_id, day)
      );
      -- Personal coupons (wheel prizes): listed in "my promo codes" until used or expired.
      CREATE TABLE user_coupons (
        id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL REFERENCES users(id),
        code TEXT NOT NULL UNIQUE, title TEXT NOT NULL, discount_type TEXT NOT NULL, amount REAL NOT NULL,
        source TEXT NOT NULL, expires_at TEXT NOT NULL, used_at TEXT, created_at TEXT NOT NULL
      );
      CREATE INDEX user_coupons_user ON user_coupons(user_id);
    `,
  },
  {
    version: 20,
    sql: `
      -- Favourite products per customer (SPEC.md §4), in the order the storefront saved them.
      -- No foreign key to products: a product taken off the menu may come back.
      CREATE TABLE user_favorites (
        user_id INTEGER NOT NULL REFERENCES users(id), product_id INTEGER NOT NULL,
        position INTEGER NOT NULL, created_at TEXT NOT NULL, PRIMARY KEY (user_id, product_id)
      );
    `,
  },
  {
    version: 3,
    sql: `
      CREATE TABLE coupons (
        id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE COLLATE NOCASE, data TEXT NOT NULL,
        usage_count INTEGER NOT NULL DEFAULT 0, usage_limit INTEGER, date_expires TEXT
      );
      CREATE TABLE coupon_usages (
        coupon_id INTEGER NOT NULL REFERENCES coupons(id), user_id INTEGER, order_id INTEGER,
        created_at TEXT NOT NULL
      );
      CREATE TABLE individual_coupons (
        coupon_id INTEGER NOT NULL REFERENCES coupons(id), user_id INTEGER NOT NULL, use_until TEXT,
        PRIMARY KEY (coupon_id, user_id)
      );
    `,
  },
  {
    // Checkout and orders (issue 7). The account's minimal orders table (version 10) grows the
    // columns the order service needs; an idempotency key makes one order per customer.
    version: 40,
    sql: `
      CREATE TABLE IF NOT EXISTS orders (
        id INTEGER PRIMARY KEY AUTOINCREMENT, customer_id INTEGER, status TEXT NOT NULL DEFAULT 'pending',
        total TEXT NOT NULL DEFAULT '0', created_at TEXT NOT NULL, data TEXT NOT NULL DEFAULT '{}'
      );
      CREATE INDEX IF NOT EXISTS orders_customer ON orders(customer_id);
      ALTER TABLE orders ADD COLUMN idempotency_key TEXT;
      ALTER TABLE orders ADD COLUMN order_key TEXT;
      ALTER TABLE orders ADD COLUMN payment_method TEXT NOT NULL DEFAULT '';
      ALTER TABLE orders ADD COLUMN updated_at TEXT;
      CREATE UNIQUE INDEX orders_idempotency ON orders(customer_id, idempotency_key);
      CREATE INDEX orders_status ON orders(status);
      -- The lines as sold: stock goes back from them when an order is cancelled.
      CREATE TABLE order_items (
        id INTEGER PRIMARY KEY AUTOINCREMENT, order_id INTEGER NOT NULL REFERENCES orders(id),
        parent_item_id INTEGER, product_id INTEGER NOT NULL, type TEXT NOT NULL, name TEXT NOT NULL,
        quantity REAL NOT NULL, units REAL NOT NULL, warehouse_id TEXT NOT NULL, price REAL NOT NULL,
        subtotal REAL NOT NULL, total REAL NOT NULL, meta TEXT NOT NULL DEFAULT '[]'
      );
      CREATE INDEX order_items_order ON order_items(order_id);
      -- Status history: one row per change, oldest first.
      CREATE TABLE order_events (
        id INTEGER PRIMARY KEY AUTOINCREMENT, order_id INTEGER NOT NULL REFERENCES orders(id),
        status TEXT NOT NULL, note TEXT NOT NULL DEFAULT '', created_at TEXT NOT NULL
      );
      CREATE INDEX order_events_order ON order_events(order_id);
      CREATE INDEX coupon_usages_order ON coupon_usages(order_id);
      CREATE INDEX bonus_ledger_order ON bonus_ledger(order_id);
    `,
  },
  {
    // Order ratings (issue 7, live order page): one per order, by its owner, once it is handed over.
    version: 60,
    sql: `
      CREATE TABLE order_ratings (
        order_id INTEGER PRIMARY KEY REFERENCES orders(id), customer_id INTEGER,
        rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5), review TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    // Table bookings (issue 7, SPEC.md §2 Modals "booking"). Each booking also has an order of kind
    // 'booking' (its status, the customer's history); this table holds what the order cannot: the
    // restaurant as booked, the start instant for free-table checks, the idempotency key.
    version: 50,
    sql: `
      CREATE TABLE bookings (
        id INTEGER PRIMARY KEY AUTOINCREMENT, order_id INTEGER NOT NULL REFERENCES orders(id),
        customer_id INTEGER NOT NULL DEFAULT 0, restaurant_id TEXT NOT NULL,
        restaurant_name TEXT NOT NULL, restaurant_address TEXT NOT NULL DEFAULT '',
        warehouse_id TEXT NOT NULL, starts_at INTEGER NOT NULL, date TEXT NOT NULL, time TEXT NOT NULL,
        time_zone TEXT NOT NULL, guests INTEGER NOT NULL, name TEXT NOT NULL, phone TEXT NOT NULL,
        comment TEXT NOT NULL DEFAULT '', idempotency_key TEXT, created_at TEXT NOT NULL
      );
      CREATE UNIQUE INDEX bookings_idempotency ON bookings(customer_id, idempotency_key);
      CREATE INDEX bookings_restaurant_start ON bookings(restaurant_id, starts_at);
      CREATE INDEX bookings_customer ON bookings(customer_id);
    `,
  },
  {
    // Call-back requests of simplified_order (SPEC.md §4 "only a request modal opens").
    version: 51,
    sql: `
      CREATE TABLE customer_requests (
        id INTEGER PRIMARY KEY AUTOINCREMENT, customer_id INTEGER NOT NULL DEFAULT 0,
        name TEXT NOT NULL, phone TEXT NOT NULL, comment TEXT NOT NULL DEFAULT '',
        products TEXT NOT NULL DEFAULT '[]', warehouse_id TEXT NOT NULL DEFAULT '',
        platform TEXT NOT NULL DEFAULT '', status TEXT NOT NULL DEFAULT 'new',
        idempotency_key TEXT, created_at TEXT NOT NULL
      );
      CREATE UNIQUE INDEX customer_requests_idempotency ON customer_requests(customer_id, idempotency_key);
    `,
  },
  {
    version: 70,
    sql: `
      -- Personal codes redeemed by an order: a wheel prize is marked with the order (given back on
      -- cancel); a friend's referral code rewards its owner when the order is handed over.
      ALTER TABLE user_coupons ADD COLUMN order_id INTEGER;
      CREATE TABLE referral_uses (
        order_id INTEGER PRIMARY KEY, referrer_id INTEGER NOT NULL REFERENCES users(id),
        friend_id INTEGER NOT NULL REFERENCES users(id), rewarded_at TEXT, created_at TEXT NOT NULL
      );
    `,
  },
  {
    // Issue 11 (safe by default). Codes are never stored: a nonce from which the running server
    // derives the code (pending codes of the old shape are dropped; they lived 5 minutes anyway).
    // Orders, bookings and requests keep a hash of the body an Idempotency-Key came with, and
    // orders and coupon usages the customer's phone, so first-order and per-customer limits count
    // guests by phone.
    version: 1101,
    sql: `
      DROP TABLE auth_codes;
      CREATE TABLE auth_codes (
        channel TEXT NOT NULL, phone TEXT NOT NULL, nonce TEXT NOT NULL, expires_at INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0, sent_at INTEGER NOT NULL, PRIMARY KEY (channel, phone)
      );
      ALTER TABLE orders ADD COLUMN phone TEXT;
      ALTER TABLE orders ADD COLUMN request_hash TEXT;
      UPDATE orders SET phone = json_extract(data, '$.billing.phone')
        WHERE json_valid(data) AND json_extract(data, '$.billing.phone') LIKE '+%';
      CREATE INDEX orders_phone ON orders(phone);
      ALTER TABLE coupon_usages ADD COLUMN phone TEXT;
      UPDATE coupon_usages SET phone = (SELECT o.phone FROM orders o WHERE o.id = coupon_usages.order_id);
      CREATE INDEX coupon_usages_coupon ON coupon_usages(coupon_id);
      ALTER TABLE bookings ADD COLUMN request_hash TEXT;
      ALTER TABLE customer_requests ADD COLUMN request_hash TEXT;
    `,
  },
  {
    // The bonus history in the customer's language: each line's kind (src/domain/bonus-reasons.ts),
    // which the storefront names; `reason` stays the shop's own text. Older lines have none.
    version: 1501,
    sql: `ALTER TABLE bonus_ledger ADD COLUMN kind TEXT NOT NULL DEFAULT '';`,
  },
];
