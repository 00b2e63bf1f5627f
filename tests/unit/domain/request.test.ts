import { describe, expect, it } from 'vitest';
import {
  REQUEST_PRODUCTS_MAX,
  requestProblems,
  withAskedProduct,
  type RequestForm,
  type RequestProblems,
} from '../../../src/domain/request';

describe('requestProblems: SPEC.md §4 simplified_order request', () => {
  const ok: RequestForm = {
    name: 'Анна',
    phone: '+7 916 123-45-67',
    comment: '',
    productIds: [1001],
  };
  const isPhone = (p: string) => p.replace(/\D/g, '').length === 11;

  it.each<[string, Partial<RequestForm>, RequestProblems]>([
    ['a good request', {}, {}],
    ['no products: a call-back request', { productIds: [] }, {}],
    ['a blank name', { name: ' ' }, { name: 'required' }],
    ['a very long name', { name: 'x'.repeat(101) }, { name: 'too-long' }],
    ['no phone', { phone: '' }, { phone: 'required' }],
    ["SPEC.md §5 'введите корректный номер'", { phone: '12' }, { phone: 'invalid' }],
    ['a very long comment', { comment: 'x'.repeat(1001) }, { comment: 'too-long' }],
    ['a product id that is none', { productIds: [0] }, { products: 'invalid' }],
    [
      'too many products',
      { productIds: Array.from({ length: REQUEST_PRODUCTS_MAX + 1 }, (_, i) => i + 1) },
      { products: 'too-many' },
    ],
    ['everything missing', { name: '', phone: '' }, { name: 'required', phone: 'required' }],
  ])('%s', (_, form, problems) => {
    expect(requestProblems({ ...ok, ...form }, isPhone)).toEqual(problems);
  });
});

describe('withAskedProduct: the products asked about', () => {
  it.each<[string, number[], number, number[]]>([
    ['the first', [], 5, [5]],
    ['another goes last', [5], 7, [5, 7]],
    ['asked again moves last, once', [5, 7], 5, [7, 5]],
  ])('%s', (_, ids, id, want) => {
    expect(withAskedProduct(ids, id)).toEqual(want);
  });

  it('keeps the newest when full', () => {
    const full = Array.from({ length: REQUEST_PRODUCTS_MAX }, (_, i) => i + 1);
    const next = withAskedProduct(full, 99);
    expect(next).toHaveLength(REQUEST_PRODUCTS_MAX);
    expect(next[0]).toBe(2);
    expect(next[next.length - 1]).toBe(99);
  });
});
