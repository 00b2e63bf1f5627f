// The page's column on a desktop (--frame-w, src/ui/shell/layouts.css): the header, the delivery
// bar, the page's body and the footer line up, one width on every page of a front.
import type { Page } from '@playwright/test';
import { expect, type Host } from './fixtures.ts';

/** Left and right edges of an element's content (inside its padding), in whole pixels. */
const contentEdges = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return [
        Math.round(box.left + parseFloat(style.paddingLeft)),
        Math.round(box.right - parseFloat(style.paddingRight)),
      ];
    });

/** The page open now has its header, bars and footer on the body's column, `width` px wide. */
export async function expectOneColumn(page: Page, host: Host, width: number) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeAttached({
    timeout: 30_000,
  });
  const path = new URL(page.url()).pathname;
  // The body has no padding of its own; its screen has 16 px on each side, as the header has.
  const body = await page.locator('.layout__body').evaluate((el) => {
    const box = el.getBoundingClientRect();
    return [Math.round(box.left + 16), Math.round(box.right - 16)];
  });
  expect(body[1]! - body[0]!, path).toBe(width - 32);
  if (host === 'website') {
    expect(await contentEdges(page, '.header__inner'), path).toEqual(body);
    expect(await contentEdges(page, '.delivery-bar__inner'), path).toEqual(body);
    expect(await contentEdges(page, '.footer__inner'), path).toEqual(body);
  } else {
    // Telegram's one header row: the delivery choice starts at the column's edge.
    expect((await contentEdges(page, '.header--telegram'))[0]! + 16, path).toBe(body[0]);
  }
}
