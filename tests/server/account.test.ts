// Contract: Telegram and WhatsApp sign-in, and every account call of SPEC.md §7 refusing forged
// tokens and other users' data.
import { describe, expect, it } from 'vitest';
import { testServer } from './harness.ts';
import { signTelegramData } from '../../server/auth/telegram-signature.ts';
import { insertWheelCoupon } from '../../server/coupons/user-coupons.ts';
import { wheelCouponTitle } from '../../server/coupons/wheel-routes.ts';
import { RESTAURANT_PREFERENCES } from '../fixtures/restaurant-preferences.ts';

type Json = Record<string, unknown>;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function telegram(s: ReturnType<typeof testServer>, nowMs = Date.now()) {
  const token = s.config.telegramBotToken;
  const authDate = String(Math.floor(nowMs / 1000) - 30);
  const initData = (user: Json) =>
    signTelegramData({ auth_date: authDate, query_id: 'AAH1', user: JSON.stringify(user) }, token);
  const contact = (userId: number, phone: string, botToken = token) =>
    signTelegramData(
      {
        contact: JSON.stringify({ phone_number: phone, first_name: 'Анна', user_id: userId }),
        auth_date: authDate,
      },
      botToken,
    );
  const webapp = (raw: string) =>
    s.call('POST', '/api/wp-json/telega/v1/auth/webapp', { init_data: raw });
  /** Opens the Mini App as Telegram user `id`: the session and its authorization header. */
  const openApp = async (id: number, first_name: string) => {
    const session = await webapp(initData({ id, first_name }));
    return { session, auth: bearer(String(session.json.token)) };
  };
  /** Who the server says `auth` belongs to. */
  const me = (auth: Record<string, string>) =>
    s.call('GET', '/api/wp-json/system/users', undefined, auth);
  return { initData, contact, webapp, openApp, me };
}

async function lastCode(s: ReturnType<typeof testServer>) {
  const outbox = (await s.call('GET', '/api/dev/sms-outbox')).json as unknown as Json[];
  return outbox[0] as { code: string; channel: string; phone: string };
}

describe('Telegram sign-in', () => {
  it('signs in from initData, the same user every time, asking for a phone', async () => {
    const s = testServer();
    const tg = telegram(s);
    const first = await tg.webapp(tg.initData({ id: 777, first_name: 'Анна' }));
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ token: expect.any(String), phone_required: true });
    const again = await tg.webapp(tg.initData({ id: 777, first_name: 'Анна' }));
    expect(again.json.user_id).toBe(first.json.user_id);
    const me = await tg.me(bearer(String(first.json.token)));
    expect(me.json).toMatchObject({ data: { data: { first_name: 'Анна', telegram_id: 777 } } });
  });

  it.each([
    ['signed with another bot token', (raw: string) => raw, '999:OTHER'],
    ['with a changed user', (raw: string) => raw.replace('%22id%22%3A777', '%22id%22%3A778'), ''],
    ['without a hash', (raw: string) => raw.replace(/&hash=[0-9a-f]+/, ''), ''],
  ])('refuses initData %s', async (_label, tamper, otherToken) => {
    const s = testServer();
    const user = JSON.stringify({ id: 777, first_name: 'Анна' });
    const fields = { auth_date: String(Math.floor(Date.now() / 1000)), user };
    const raw = tamper(signTelegramData(fields, otherToken || s.config.telegramBotToken));
    const res = await telegram(s).webapp(raw);
    expect(res.status).toBe(401);
    expect(res.json.code).toBe('bad_init_data');
  });

  it('links the phone from the Telegram-signed contact, and refuses a forged or foreign one', async () => {
    const s = testServer();
    const tg = telegram(s);
    const { session, auth } = await tg.openApp(801, 'Анна');
    const url = '/api/wp-json/telega/v1/auth/contact';
    const forged = tg.contact(801, '79160000801', '999:OTHER');
    expect((await s.call('POST', url, { contact: forged }, auth)).status).toBe(401);
    const foreign = tg.contact(802, '79160000801');
    expect((await s.call('POST', url, { contact: foreign }, auth)).status).toBe(403);
    expect((await s.call('POST', url, { contact: tg.contact(801, '79160000801') })).status).toBe(
      401,
    );
    const linked = await s.call('POST', url, { contact: tg.contact(801, '79160000801') }, auth);
    expect(linked.status).toBe(200);
    expect(linked.json).toMatchObject({ user_id: session.json.user_id, phone: '+79160000801' });
    const next = await tg.webapp(tg.initData({ id: 801, first_name: 'Анна' }));
    expect(next.json.phone_required).toBe(false);
  });

  it('a contact whose phone already has an account moves Telegram to that account', async () => {
    const s = testServer();
    const web = await s.signIn('+79160000900');
    const tg = telegram(s);
    const { auth } = await tg.openApp(900, 'Борис');
    const linked = await s.call(
      'POST',
      '/api/wp-json/telega/v1/auth/contact',
      { contact: tg.contact(900, '79160000900') },
      auth,
    );
    expect(linked.json.user_id).toBe(web.user_id);
    const next = await tg.webapp(tg.initData({ id: 900, first_name: 'Борис' }));
    expect(next.json).toMatchObject({ user_id: web.user_id, phone_required: false });
    // The Telegram-only session is over: its token no longer works.
    expect((await tg.me(auth)).status).toBe(401);
  });

  it('WhatsApp code links the phone for a Telegram user', async () => {
    const s = testServer();
    const tg = telegram(s);
    const { session, auth } = await tg.openApp(905, 'Вера');
    const phone = '+79160000905';
    expect((await s.call('POST', '/api/wp-json/whatsapp/v1/auth/send', { phone })).status).toBe(
      200,
    );
    const sent = await lastCode(s);
    expect(sent).toMatchObject({ channel: 'whatsapp', phone });
    const checked = await s.call(
      'POST',
      '/api/wp-json/whatsapp/v1/auth/check',
      { phone, code: sent.code },
      auth,
    );
    expect(checked.json).toMatchObject({ user_id: session.json.user_id, phone });
  });

  it('a website visitor can take the code through Telegram instead of SMS', async () => {
    const s = testServer();
    const phone = '+79160000906';
    await s.call('POST', '/api/wp-json/telega/v1/auth/send', { phone });
    const sent = await lastCode(s);
    expect(sent.channel).toBe('telegram');
    const wrong = sent.code === '0000' ? '1111' : '0000';
    const bad = await s.call('POST', '/api/wp-json/telega/v1/auth/check', { phone, code: wrong });
    expect(bad.json).toMatchObject({ code: 'invalid_code', message: 'Неверный код' });
    const good = await s.call('POST', '/api/wp-json/telega/v1/auth/check', {
      phone,
      code: sent.code,
    });
    expect(good.json).toMatchObject({ token: expect.any(String), user_id: expect.any(Number) });
  });
});

describe('account calls', () => {
  const perUser = (id: number) => [
    ['GET', '/api/wp-json/system/users'],
    ['GET', '/api/wp-json/wc/auth/user/get_addresses'],
    ['GET', `/api/wp-json/wc/v2/orders?customer=${id}`],
    ['GET', `/api/wp-json/systeminfo/v1/bonus?user_id=${id}`],
    ['GET', '/api/wp-json/systeminfo/v2/bonus/history'],
    ['GET', '/api/wp-json/systeminfo/v2/coupons/referal_info'],
    ['GET', `/api/wp-json/systeminfo/v1/user/avaible_coupons?user_id=${id}`],
    ['GET', '/api/wp-json/systeminfo/v2/user_preferences'],
    ['GET', '/api/wp-json/systeminfo/v2/push/user_history'],
    ['GET', `/api/wheel/?user_id=${id}`],
    ['POST', `/api/wheel/?user_id=${id}`],
  ];

  it('refuse a missing or forged token with 401', async () => {
    const s = testServer();
    const anna = await s.signIn('+79161111111');
    for (const [method, url] of perUser(anna.user_id)) {
      expect((await s.call(method!, url!)).status, url).toBe(401);
      expect((await s.call(method!, url!, undefined, bearer('forged'))).status, url).toBe(401);
    }
  });

  it("refuse another user's id with 403", async () => {
    const s = testServer();
    const anna = await s.signIn('+79161111111');
    const boris = await s.signIn('+79162222222');
    for (const [method, url] of perUser(boris.user_id).filter(([, u]) => /=\d+$/.test(u!))) {
      expect((await s.call(method!, url!, undefined, bearer(anna.token))).status, url).toBe(403);
    }
    const post = await s.call(
      'POST',
      '/api/wp-json/wc/auth/user/get_addresses',
      { user_id: boris.user_id, data: { name: 'Дом', AddressLine: 'Покровка, 17' } },
      bearer(anna.token),
    );
    expect(post.status).toBe(403);
  });

  it('addresses: add, edit, delete, name required, never another user’s', async () => {
    const s = testServer();
    const anna = await s.signIn('+79161111111');
    const boris = await s.signIn('+79162222222');
    const url = '/api/wp-json/wc/auth/user/get_addresses';
    const post = (token: string, user_id: number, data: Json, action?: string) =>
      s.call('POST', url, { user_id, data, action }, bearer(token));
    const unnamed = await post(anna.token, anna.user_id, {
      name: ' ',
      AddressLine: 'Покровка, 17',
    });
    expect(unnamed.status).toBe(400);
    expect(unnamed.json.message).toBe('Укажите название адреса');
    const added = await post(anna.token, anna.user_id, {
      name: 'Дом',
      AddressLine: 'Москва, Покровка, 17',
      apartment: '12',
      entrance: '2',
      floor: '5',
      comment: 'Домофон 12',
      coordinates: '55.75,37.64',
    });
    expect(added.status).toBe(200);
    const [home] = added.json as unknown as Json[];
    expect(home).toMatchObject({
      id: expect.any(Number),
      name: 'Дом',
      AddressLine: 'Москва, Покровка, 17',
      apartment: '12',
      coordinates: ['55.75', '37.64'],
    });
    const edited = await post(anna.token, anna.user_id, { ...home, name: 'Работа', floor: '7' });
    expect((edited.json as unknown as Json[])[0]).toMatchObject({ name: 'Работа', floor: '7' });
    expect((await post(boris.token, boris.user_id, { ...home, name: 'Чужой' })).status).toBe(403);
    expect((await post(boris.token, boris.user_id, { id: home!.id }, 'delete')).status).toBe(403);
    const removed = await post(anna.token, anna.user_id, { id: home!.id }, 'delete');
    expect(removed.json).toEqual([]);
    expect((await s.call('GET', url, undefined, bearer(anna.token))).json).toEqual([]);
  });

  it('preferences: the seeded list, saved and read back', async () => {
    const s = testServer();
    const anna = await s.signIn();
    const url = '/api/wp-json/systeminfo/v2/user_preferences';
    const initial = (await s.call('GET', url, undefined, bearer(anna.token))).json as unknown as {
      preferences: { code: string; text: string; checked: boolean }[];
      comment: string;
    };
    expect(initial.preferences.map((p) => p.text)).toEqual([...RESTAURANT_PREFERENCES]);
    expect(initial.preferences.every((p) => !p.checked)).toBe(true);
    const chosen = initial.preferences.map((p, i) => ({ ...p, checked: i === 0 || i === 3 }));
    const saved = await s.call(
      'POST',
      url,
      { preferences: [...chosen, { code: 'unknown', checked: true }], comment: 'Поменьше соли' },
      bearer(anna.token),
    );
    expect(saved.status).toBe(200);
    const read = (await s.call('GET', url, undefined, bearer(anna.token)))
      .json as unknown as typeof initial;
    expect(read.comment).toBe('Поменьше соли');
    expect(read.preferences.filter((p) => p.checked).map((p) => p.text)).toEqual([
      'Без лука',
      'Острое',
    ]);
  });

  it('a new customer has a welcome notification, welcome bonuses, a referral code and no orders', async () => {
    const s = testServer();
    const anna = await s.signIn();
    const get = (url: string) => s.call('GET', url, undefined, bearer(anna.token));
    const pushes = (await get('/api/wp-json/systeminfo/v2/push/user_history'))
      .json as unknown as Json[];
    expect(pushes[0]).toMatchObject({ title: 'Добро пожаловать!' });
    const history = (await get('/api/wp-json/systeminfo/v2/bonus/history'))
      .json as unknown as Json[];
    expect(history[0]).toMatchObject({
      amount: 300,
      kind: 'welcome',
      reason: 'Приветственные бонусы',
      order_id: null,
    });
    expect((await get('/api/wp-json/systeminfo/v2/coupons/referal_info')).json).toMatchObject({
      discount_type: 'percent',
      coupon: `promo-${anna.user_id}`,
      text_for_share: expect.stringContaining(`promo-${anna.user_id}`),
    });
    expect((await get(`/api/wp-json/wc/v2/orders?customer=${anna.user_id}`)).json).toEqual([]);
    expect(
      (await get(`/api/wp-json/systeminfo/v1/user/avaible_coupons?user_id=${anna.user_id}`)).json,
    ).toEqual([]);
  });

  it('profile: name and birth date saved, an impossible date refused', async () => {
    const s = testServer();
    const anna = await s.signIn();
    const url = '/api/wp-json/system/users';
    const bad = await s.call('POST', url, { birth: '31.02.1990' }, bearer(anna.token));
    expect(bad.status).toBe(400);
    const ok = await s.call(
      'POST',
      url,
      { first_name: 'Анна', birth: '14.03.1991' },
      bearer(anna.token),
    );
    expect(ok.json).toMatchObject({ data: { data: { first_name: 'Анна', birth: '14.03.1991' } } });
  });
});

describe('fortune wheel', () => {
  it('spins once per shop day, applies the prize, and allows another spin tomorrow', async () => {
    let t = Date.parse('2026-11-22T09:00:00Z');
    const s = testServer({}, () => t);
    const anna = await s.signIn();
    const url = `/api/wheel/?user_id=${anna.user_id}`;
    const before = await s.call('GET', url, undefined, bearer(anna.token));
    expect(before.json).toMatchObject({ result: null });
    expect((before.json.prizes as Json[]).length).toBeGreaterThanOrEqual(6);
    const spun = await s.call('POST', url, undefined, bearer(anna.token));
    const result = spun.json.result as { prize_id: string; label: string; coupon_code: string };
    expect(result.prize_id).toEqual(expect.any(String));
    const again = await s.call('POST', url, undefined, bearer(anna.token));
    expect(again.json.result).toEqual(result);
    expect((await s.call('GET', url, undefined, bearer(anna.token))).json.result).toEqual(result);
    const count = s.db.prepare('SELECT COUNT(*) AS n FROM wheel_spins').get() as { n: number };
    expect(count.n).toBe(1);
    if (result.coupon_code) {
      const coupons = await s.call(
        'GET',
        `/api/wp-json/systeminfo/v1/user/avaible_coupons?user_id=${anna.user_id}`,
        undefined,
        bearer(anna.token),
      );
      expect(coupons.json).toEqual([expect.objectContaining({ code: result.coupon_code })]);
    }
    t += 24 * 3600_000;
    const tomorrow = await s.call('GET', url, undefined, bearer(anna.token));
    expect(tomorrow.json.result).toBeNull();
  });
});

describe("the account's shop texts in the customer's language (&lang)", () => {
  // Each answer with a shop text in it: its path, where the text is, Russian, English.
  const table: [string, (json: unknown) => unknown, string, string][] = [
    [
      '/api/wp-json/systeminfo/v2/user_preferences',
      (j) => (j as { preferences: { text: string }[] }).preferences[0]!.text,
      'Без лука',
      'No onion',
    ],
    [
      '/api/wp-json/systeminfo/v2/push/user_history',
      (j) => (j as Json[])[0]!.title,
      'Добро пожаловать!',
      'Welcome!',
    ],
    [
      '/api/wp-json/systeminfo/v2/coupons/referal_info',
      (j) => (j as Json).menu_text,
      'Пригласите друга',
      'Invite a friend',
    ],
    [
      '/api/wp-json/systeminfo/v2/coupons/referal_info',
      (j) => (j as Json).text,
      'Подарите другу скидку 10% на первый заказ по вашему промокоду, а когда он закажет, мы начислим вам 200 бонусов.',
      'Give a friend 10% off their first order with your promo code; once they order, we add 200 points to your account.',
    ],
    [
      '/api/wheel/?user_id={id}',
      (j) => (j as { prizes: { label: string }[] }).prizes[0]!.label,
      'Скидка 5%',
      '5% off',
    ],
    [
      '/api/wp-json/systeminfo/v1/user/avaible_coupons?user_id={id}',
      (j) => (j as Json[])[0]!.title,
      'Скидка 10% (колесо фортуны)',
      '10% off (fortune wheel)',
    ],
  ];

  it.each(table)('%s', async (path, pick, ru, en) => {
    const s = testServer();
    const anna = await s.signIn();
    insertWheelCoupon(s.db, anna.user_id, {
      code: 'WHEEL-TEST',
      title: wheelCouponTitle('Скидка 10%'),
      amount: 10,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      createdAt: new Date().toISOString(),
    });
    const url = path.replace('{id}', String(anna.user_id));
    const get = async (lang?: string) =>
      pick(
        (
          await s.call(
            'GET',
            lang ? `${url}${url.includes('?') ? '&' : '?'}lang=${lang}` : url,
            undefined,
            bearer(anna.token),
          )
        ).json,
      );
    expect(await get()).toBe(ru);
    expect(await get('en')).toBe(en);
    // A language the shop has no texts of its own in reads English, as its catalogue does.
    expect(await get('de')).toBe(en);
  });

  it("shares the code with the shop's name in the customer's language; a comment stays as written", async () => {
    const s = testServer();
    const anna = await s.signIn();
    const referral = await s.call(
      'GET',
      '/api/wp-json/systeminfo/v2/coupons/referal_info?lang=en',
      undefined,
      bearer(anna.token),
    );
    expect(referral.json.text_for_share).toBe(
      `10% off your first order at Tarelka! Promo code: promo-${anna.user_id}`,
    );
    const url = '/api/wp-json/systeminfo/v2/user_preferences?lang=en';
    const saved = await s.call(
      'POST',
      url,
      { preferences: [{ code: 'spicy', checked: true }], comment: 'Острое отдельно' },
      bearer(anna.token),
    );
    expect(saved.json).toMatchObject({ comment: 'Острое отдельно' });
    expect(
      (saved.json.preferences as { text: string; checked: boolean }[]).filter((p) => p.checked),
    ).toEqual([{ code: 'spicy', text: 'Spicy', checked: true }]);
  });
});
