// Per-user account calls (SPEC.md §7): each checks the token and refuses another user's id.
import { Hono } from 'hono';
import type { AppContext } from '../app.ts';
import { requireSameUser } from '../http.ts';

/** Share of an order that bonus points may pay (percent_max). */
export const BONUS_PERCENT_MAX = 30;

export function accountRoutes({ db, auth }: AppContext) {
  const r = new Hono();

  r.get('/wp-json/systeminfo/v1/bonus', (c) => {
    const userId = requireSameUser(c, auth, c.req.query('user_id'));
    const row = db
      .prepare('SELECT COALESCE(SUM(amount), 0) AS balance FROM bonus_ledger WHERE user_id = ?')
      .get(userId) as { balance: number };
    return c.json({
      user_id: userId,
      active: true,
      points_balance: row.balance,
      percent_max: BONUS_PERCENT_MAX,
    });
  });

  return r;
}
