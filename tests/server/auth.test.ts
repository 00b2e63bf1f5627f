// Contract: SMS sign-in, tokens, attempt limits, per-user access and Telegram initData validation.
import { describe, expect, it } from 'vitest';
import { BAD_TOKENS, testServer } from './harness.ts';
import { validateInitData, AuthError } from '../../server/auth/auth-service.ts';
import { signTelegramData } from '../../server/auth/telegram-signature.ts';

describe('SMS sign-in', () => {
  it('sends a code to the demo outbox and signs in with it', async () => {
    const s = testServer();
    const sent = await s.call('POST', '/api/wp-json/wc/auth/send_code', {
      phone: '8 (916) 123-45-67',
    });
    expect(sent.status).toBe(200);
    const outbox = (await s.call('GET', '/api/dev/sms-outbox')).json as unknown as {
      phone: string;
      code: string;
      sentAt: string;
    }[];
    expect(outbox[0]).toMatchObject({
      phone: '+79161234567',
      code: expect.stringMatching(/^\d{6}$/),
    });
    expect(s.log.some((l) => l.includes(outbox[0]!.code))).toBe(true);
    const checked = await s.call('POST', '/api/wp-json/wc/auth/check_code', {
      phone: '+7 916 123 45 67',
      code: outbox[0]!.code,
    });
    expect(checked.status).toBe(200);
    expect(checked.json).toMatchObject({ token: expect.any(String), user_id: expect.any(Number) });
    const me = await s.call('GET', `/api/wp-json/system/users?token=${String(checked.json.token)}`);
    expect(me.json).toMatchObject({
      status: 'success',
      data: { data: { ID: checked.json.user_id, phone: '+79161234567' } },
    });
  });

  it.each([
    ['not a phone', 'hello'],
    ['too short', '+7 916 12'],
    ['missing', undefined],
  ])('refuses a phone that is %s', async (_label, phone) => {
    const s = testServer();
    const res = await s.call('POST', '/api/wp-json/wc/auth/send_code', { phone });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('введите корректный номер');
  });

  it('a wrong code answers 400 "Неверный код" and the right one still works', async () => {
    const s = testServer();
    const code = await s.sendCode('+79160000001');
    const wrong = code === '0000' ? '1111' : '0000';
    const bad = await s.checkCode('+79160000001', wrong);
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ code: 'invalid_code', message: 'Неверный код' });
    const good = await s.checkCode('+79160000001', code);
    expect(good.status).toBe(200);
  });

  it('five wrong codes lock the code; a code cannot be used twice', async () => {
    const s = testServer();
    const code = await s.sendCode('+79160000002');
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++) {
      expect((await s.checkCode('+79160000002', wrong)).status).toBe(400);
    }
    const locked = await s.checkCode('+79160000002', code);
    expect(locked.status).toBe(429);
  });

  it('codes expire after five minutes', async () => {
    let t = Date.parse('2026-11-22T10:00:00Z');
    const s = testServer({}, () => t);
    const code = await s.sendCode('+79160000003');
    t += 5 * 60_000 + 1000;
    const res = await s.checkCode('+79160000003', code);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('code_expired');
  });

  it('asks to wait before a resend, longer after a few; a live code is sent again, not replaced', async () => {
    let t = Date.parse('2026-11-22T10:00:00Z');
    const s = testServer({}, () => t);
    const send = () => s.call('POST', '/api/wp-json/wc/auth/send_code', { phone: '+79160000004' });
    const codes = async () =>
      ((await s.call('GET', '/api/dev/sms-outbox')).json as unknown as { code: string }[]).map(
        (m) => m.code,
      );
    const first = await send();
    expect(first.json).toMatchObject({ resend_in: 30, code_length: 6 });
    const early = await send();
    expect(early.status).toBe(429);
    expect(early.json).toMatchObject({ code: 'resend_too_soon', data: { resend_in: 30 } });
    t += 31_000;
    expect((await send()).status).toBe(200);
    // A stranger's request for this phone only repeats the owner's live code.
    const [latest, earlier] = await codes();
    expect(latest).toBe(earlier);
    // The cooldown grows (30 s twice, then 60 s, 120 s… up to 10 min) but sending never stops for the hour.
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await send();
      const wait = Number((res.json.data as { resend_in?: number } | undefined)?.resend_in ?? 0);
      waits.push(wait);
      t += wait * 1000 + 1000;
      expect((await send()).status).toBe(200);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 600]);
  });

  it('the SMS outbox exists only in demo mode', async () => {
    const s = testServer({ DEMO: '0' });
    expect((await s.call('GET', '/api/dev/sms-outbox')).status).toBe(404);
  });
});

describe('per-user calls', () => {
  it.each(BAD_TOKENS)('refuse %s with 401', async (_label, token) => {
    const s = testServer();
    expect((await s.call('GET', `/api/wp-json/system/users?token=${token}`)).status).toBe(401);
    expect(
      (await s.call('GET', `/api/wp-json/systeminfo/v1/bonus?user_id=1&token=${token}`)).status,
    ).toBe(401);
  });

  it("refuse another user's id with 403 and answer the user's own", async () => {
    const s = testServer();
    const anna = await s.signIn('+79161111111');
    const boris = await s.signIn('+79162222222');
    /** Anna asks for the bonus account of `userId`. */
    const bonusOf = (userId: number) =>
      s.call('GET', `/api/wp-json/systeminfo/v1/bonus?user_id=${userId}`, undefined, {
        authorization: `Bearer ${anna.token}`,
      });
    const own = await bonusOf(anna.user_id);
    expect(own.status).toBe(200);
    expect(own.json).toMatchObject({
      user_id: anna.user_id,
      active: true,
      points_balance: 300,
      percent_max: 30,
    });
    const other = await bonusOf(boris.user_id);
    expect(other.status).toBe(403);
  });
});

describe('Telegram initData', () => {
  const token = '123456:TEST';
  const now = 1_800_000_000;
  const fields = {
    auth_date: String(now - 60),
    query_id: 'AAH1',
    user: JSON.stringify({ id: 42, first_name: 'Анна' }),
  };

  it('accepts data signed with the bot token', () => {
    const parsed = validateInitData(signTelegramData(fields, token), token, now, 3600);
    expect(parsed.user.id).toBe(42);
  });

  it.each([
    ['signed with another token', () => signTelegramData(fields, '999:OTHER'), 'bad_init_data'],
    [
      'with a changed user',
      () => signTelegramData(fields, token).replace('%22id%22%3A42', '%22id%22%3A43'),
      'bad_init_data',
    ],
    ['without a hash', () => new URLSearchParams(fields).toString(), 'bad_init_data'],
    [
      'too old',
      () => signTelegramData({ ...fields, auth_date: String(now - 7200) }, token),
      'init_data_expired',
    ],
    [
      'from the future',
      () => signTelegramData({ ...fields, auth_date: String(now + 3600) }, token),
      'bad_init_data',
    ],
  ])('refuses data %s', (_label, make, code) => {
    expect(() => validateInitData(make(), token, now, 3600)).toThrow(AuthError);
    try {
      validateInitData(make(), token, now, 3600);
    } catch (e) {
      expect((e as AuthError).code).toBe(code);
      expect((e as AuthError).status).toBe(401);
    }
  });
});
