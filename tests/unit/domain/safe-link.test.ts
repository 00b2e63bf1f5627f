import { describe, expect, it } from 'vitest';
import {
  checkLink,
  phoneHref,
  safeHref,
  shopPhone,
  socialLinks,
} from '../../../src/domain/safe-link';
import { readableAddress } from '../../../src/domain/readable-address';
import { cases } from '../../fixtures/cases';

describe('checkLink: only http, https, tel, mailto and in-app paths', () => {
  const shop = 'https://shop.example';
  it.each<[string, unknown, ReturnType<typeof checkLink>]>([
    [
      'an in-app path',
      '/information/page/dostavka',
      { kind: 'internal', path: '/information/page/dostavka' },
    ],
    ['a path with a query', '/?product_id=1042', { kind: 'internal', path: '/?product_id=1042' }],
    ['a web page', 'https://vk.com/tarelka', { kind: 'external', href: 'https://vk.com/tarelka' }],
    [
      'plain http',
      'http://example.org/a b',
      { kind: 'external', href: 'http://example.org/a%20b' },
    ],
    [
      "the shop's own address",
      'https://shop.example/blog?x=1#top',
      { kind: 'internal', path: '/blog?x=1#top' },
    ],
    ['a phone', 'tel:+74951234567', { kind: 'contact', href: 'tel:+74951234567' }],
    [
      'an e-mail',
      'mailto:hello@shop.example',
      { kind: 'contact', href: 'mailto:hello@shop.example' },
    ],
    ['javascript:', 'javascript:alert(document.cookie)', null],
    ['JavaScript: in capitals', 'JaVaScRiPt:alert(1)', null],
    ['javascript: with a tab inside', 'java\tscript:alert(1)', null],
    ['javascript: after spaces and a control character', ' \u0001javascript:alert(1)', null],
    ['data:', 'data:text/html,<script>alert(1)</script>', null],
    ['vbscript:', 'vbscript:msgbox(1)', null],
    ['a protocol-relative address', '//evil.example/x', null],
    ['a backslash path', '/\\evil.example', null],
    ['a relative word', 'information', null],
    ['ftp:', 'ftp://files.example', null],
    ['an empty string', '   ', null],
    ['not a string', 42, null],
    ['http without a host', 'http:/x', { kind: 'external', href: 'http://x/' }],
  ])('%s', (_label, raw, expected) => {
    expect(checkLink(raw, shop)).toEqual(expected);
  });

  it('safeHref gives the href to render or null', () => {
    expect(safeHref('/contacts')).toBe('/contacts');
    expect(safeHref('javascript:void(0)')).toBeNull();
    expect(safeHref('https://t.me/tarelka')).toBe('https://t.me/tarelka');
  });
});

describe("the shop's social links", () => {
  cases('socialLinks(%j) = %j', socialLinks, [
    // In the shop's order, whatever the settings' order; empty ones left out.
    [
      { vk: 'https://vk.com/tarelka', telegram: 'https://t.me/tarelka_food', inst: '', fb: '' },
      [
        { kind: 'telegram', link: { kind: 'external', href: 'https://t.me/tarelka_food' } },
        { kind: 'vk', link: { kind: 'external', href: 'https://vk.com/tarelka' } },
      ],
    ],
    // A phone number is a contact; a scheme no browser opens safely, or the shop's own path, is
    // no social link.
    [
      { viber: 'tel:+79161234567', whatsapp: 'viber://chat?number=1', fb: '/contacts' },
      [{ kind: 'viber', link: { kind: 'contact', href: 'tel:+79161234567' } }],
    ],
    [{ telegram: 'javascript:alert(1)' }, []],
    [{}, []],
  ]);

  cases('readableAddress(%s) = %s', readableAddress, [
    ['https://t.me/tarelka_food', 't.me/tarelka_food'],
    ['https://www.instagram.com/tarelka/', 'instagram.com/tarelka'],
    ['http://vk.com/tarelka', 'vk.com/tarelka'],
    ['tel:+79161234567', '+79161234567'],
    ['https://vk.com/%D1%82%D0%B0%D1%80%D0%B5%D0%BB%D0%BA%D0%B0', 'vk.com/тарелка'],
    // A broken escape stays as written.
    ['https://vk.com/%E0%A4%A', 'vk.com/%E0%A4%A'],
  ]);
});

describe('a phone number as a link', () => {
  cases('phoneHref(%s) = %s', phoneHref, [
    ['+7 495 120-45-45', 'tel:+74951204545'],
    ['8 (383) 210-45-45', 'tel:83832104545'],
  ]);
});

describe("the shop's number for the customer's kitchen", () => {
  const MAIN = '+7 495 120-45-45';
  const NSK = '+7 383 210-45-45';
  const kitchens = [
    { warehouse_id: '101', phone: MAIN },
    { warehouse_id: '202', phone: NSK },
  ];
  cases('shopPhone(%j, %j) = %j', shopPhone, [
    // The kitchen that serves the customer's address or pickup point.
    [{ phone: MAIN, phones: kitchens }, '202', NSK],
    [{ phone: MAIN, phones: kitchens }, '101', MAIN],
    // No address yet, or a kitchen without a number of its own: the main number.
    [{ phone: MAIN, phones: kitchens }, null, MAIN],
    [{ phone: MAIN, phones: kitchens }, undefined, MAIN],
    [{ phone: MAIN, phones: kitchens }, '303', MAIN],
    // A kitchen listed with an empty number does not hide the main one.
    [{ phone: MAIN, phones: [{ warehouse_id: '202', phone: '' }] }, '202', MAIN],
    // Only the kitchens' numbers: the first, until the customer's kitchen is known.
    [{ phone: '', phones: kitchens }, null, MAIN],
    [{ phone: '', phones: kitchens }, '202', NSK],
    // A shop of one kitchen with its main number only.
    [{ phone: MAIN, phones: [] }, '202', MAIN],
    // No number at all.
    [{ phone: '', phones: [] }, '101', ''],
  ]);
});
