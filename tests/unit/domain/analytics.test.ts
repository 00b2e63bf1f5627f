// The shop's analytics snippets as scripts, their origins for the CSP, and the e-commerce data
// layer entries (Yandex Metrika's and Google's "ecommerce" format).
import { describe, expect, it } from 'vitest';
import {
  cartChanges,
  currencyCode,
  ecommerceEntry,
  snippetOrigins,
  snippetScripts,
  type EcommerceAction,
  type EcommerceProduct,
  type SnippetScript,
} from '../../../src/domain/analytics';
import { cases } from '../../fixtures/cases';

const METRIKA = `<!-- Yandex.Metrika counter -->
<script type="text/javascript">
   (function(m,e,t,r,i,k,a){m[i]=m[i]||function(){(m[i].a=m[i].a||[]).push(arguments)};
   k=e.createElement(t),a=e.getElementsByTagName(t)[0],k.async=1,k.src=r,a.parentNode.insertBefore(k,a)})
   (window, document, "script", "https://mc.yandex.ru/metrika/tag.js", "ym");
   ym(12345, "init", { ecommerce: "dataLayer" });
</script>
<noscript><div><img src="https://mc.yandex.ru/watch/12345" style="position:absolute; left:-9999px;" alt="" /></div></noscript>
<!-- /Yandex.Metrika counter -->`;

describe('snippetScripts', () => {
  it.each<[string, (string | null | undefined)[], SnippetScript[]]>([
    ['nothing set', ['', null, undefined], []],
    [
      "Metrika's counter: its inline code, no noscript pixel",
      [METRIKA],
      [{ kind: 'inline', code: expect.stringContaining('ym(12345, "init"') as unknown as string }],
    ],
    [
      'an external file, async, with single quotes',
      [`<script async src='https://www.googletagmanager.com/gtag/js?id=G-1'></script>`],
      [{ kind: 'src', src: 'https://www.googletagmanager.com/gtag/js?id=G-1', async: true }],
    ],
    [
      'an unquoted src, not async',
      ['<script src=/local/counter.js></script>'],
      [{ kind: 'src', src: '/local/counter.js', async: false }],
    ],
    [
      'both snippets, in order; data and empty scripts left out',
      [
        '<script>a()</script><script type="application/ld+json">{}</script>',
        '<SCRIPT type="module">b()</SCRIPT><script>  </script><script src=""></script>',
      ],
      [
        { kind: 'inline', code: 'a()' },
        { kind: 'inline', code: 'b()' },
      ],
    ],
    ['text that is no script', ['<div>Hello</div>'], []],
  ])('%s', (_label, snippets, expected) => {
    expect(snippetScripts(...snippets)).toEqual(expected);
  });
});

describe('snippetOrigins', () => {
  it.each<[string, SnippetScript[], string[]]>([
    [
      'absolute and protocol-relative files, once each',
      [
        { kind: 'src', src: 'https://mc.yandex.ru/metrika/tag.js', async: true },
        { kind: 'src', src: '//mc.yandex.ru/other.js', async: true },
        { kind: 'src', src: 'https://www.googletagmanager.com/gtag/js', async: true },
      ],
      ['https://mc.yandex.ru', 'https://www.googletagmanager.com'],
    ],
    [
      "this site's own files and inline code need none",
      [
        { kind: 'src', src: '/api/counter.js', async: false },
        { kind: 'inline', code: 'x()' },
      ],
      [],
    ],
  ])('%s', (_label, scripts, expected) => {
    expect(snippetOrigins(scripts)).toEqual(expected);
  });
});

describe('currencyCode', () => {
  cases('%j -> %s', currencyCode, [
    ['₽', 'RUB'],
    [' руб. ', 'RUB'],
    ['€', 'EUR'],
    ['₸', 'KZT'],
    ['USD', 'USD'],
    ['монет', 'RUB'],
  ]);
});

const pizza: EcommerceProduct = { id: '1000', name: 'Маргарита', price: 490, quantity: 1 };
const roll: EcommerceProduct = { id: '2000', name: 'Филадельфия', price: 590, quantity: 2 };

describe('ecommerceEntry', () => {
  it.each<[string, EcommerceAction, unknown]>([
    [
      'a product view',
      { kind: 'detail', products: [pizza] },
      { ecommerce: { currencyCode: 'RUB', detail: { products: [pizza] } } },
    ],
    [
      'an add',
      { kind: 'add', products: [roll] },
      { ecommerce: { currencyCode: 'RUB', add: { products: [roll] } } },
    ],
    [
      'a checkout',
      { kind: 'checkout', products: [pizza, roll] },
      { ecommerce: { currencyCode: 'RUB', checkout: { products: [pizza, roll] } } },
    ],
    [
      'a purchase with the order number and total',
      { kind: 'purchase', orderId: '123', revenue: 1670, products: [pizza, roll] },
      {
        ecommerce: {
          currencyCode: 'RUB',
          purchase: { actionField: { id: '123', revenue: 1670 }, products: [pizza, roll] },
        },
      },
    ],
  ])('%s', (_label, action, expected) => {
    expect(ecommerceEntry(action, '₽')).toEqual(expected);
  });
});

describe('cartChanges', () => {
  const cart = (...lines: [string, EcommerceProduct][]) => new Map(lines);
  it.each<
    [string, Map<string, EcommerceProduct>, Map<string, EcommerceProduct>, EcommerceAction[]]
  >([
    ['nothing changed', cart(['a', pizza]), cart(['a', pizza]), []],
    ['a new line', cart(), cart(['a', pizza]), [{ kind: 'add', products: [pizza] }]],
    [
      'one more of a line: the difference',
      cart(['a', pizza]),
      cart(['a', { ...pizza, quantity: 3 }]),
      [{ kind: 'add', products: [{ ...pizza, quantity: 2 }] }],
    ],
    [
      'fewer of a line',
      cart(['b', roll]),
      cart(['b', { ...roll, quantity: 1 }]),
      [{ kind: 'remove', products: [{ ...roll, quantity: 1 }] }],
    ],
    [
      'a line gone, another added',
      cart(['b', roll]),
      cart(['a', pizza]),
      [
        { kind: 'add', products: [pizza] },
        { kind: 'remove', products: [roll] },
      ],
    ],
  ])('%s', (_label, before, after, expected) => {
    expect(cartChanges(before, after)).toEqual(expected);
  });
});
