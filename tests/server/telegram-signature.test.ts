// The one check of Telegram's signed data (initData and a shared contact), case by case.
import { describe, expect, it } from 'vitest';
import { checkTelegramSignature, signTelegramData } from '../../server/auth/telegram-signature.ts';

const token = '123:TEST';
const now = 1_800_000_000;
const fields = { auth_date: String(now - 10), user: '{"id":42}', query_id: 'AAH1' };

describe('checkTelegramSignature', () => {
  it.each([
    ['signed by the bot', signTelegramData(fields, token), 'ok'],
    ['signed with another token', signTelegramData(fields, '999:OTHER'), 'bad'],
    [
      'a field changed after signing',
      signTelegramData(fields, token).replace('AAH1', 'AAH2'),
      'bad',
    ],
    ['a field added after signing', `${signTelegramData(fields, token)}&extra=1`, 'bad'],
    ['no hash', new URLSearchParams(fields).toString(), 'bad'],
    ['a hash that is no hex', `${new URLSearchParams(fields)}&hash=zz`, 'bad'],
    [
      'older than its window',
      signTelegramData({ ...fields, auth_date: String(now - 7200) }, token),
      'expired',
    ],
    ['no auth_date', signTelegramData({ user: '{"id":42}' }, token), 'expired'],
    [
      'signed a minute ahead (drift)',
      signTelegramData({ ...fields, auth_date: String(now + 59) }, token),
      'ok',
    ],
    [
      'signed in the future',
      signTelegramData({ ...fields, auth_date: String(now + 3600) }, token),
      'bad',
    ],
  ])('%s: %s', (_case, raw, expected) => {
    const checked = checkTelegramSignature(raw, token, now, 3600);
    expect(checked.ok ? 'ok' : checked.reason).toBe(expected);
  });

  it('answers the signed fields and the auth date', () => {
    const checked = checkTelegramSignature(signTelegramData(fields, token), token, now, 3600);
    expect(checked.ok && checked.params.get('user')).toBe('{"id":42}');
    expect(checked.ok && checked.authDate).toBe(now - 10);
  });
});
