// The shapes of SPEC.md §3, as the merchant's backend sends them.
// Schemas are lenient at the edges (a missing optional field gets its default) and strict
// where a wrong value would mislead a customer (ids, prices). The api client validates every
// answer with them; the reference backend types its seed with the same types.
// zod/mini (the functional, tree-shakable API): `z.catch(s, v)` is `s.catch(v)`,
// `z.pipe(s, z.transform(f))` is `s.transform(f)`, `z._default(s, v)` is `s.default(v)`.

export * from './catalog-model.ts';
export * from './shop-model.ts';
export * from './settings-model.ts';
export { parseEach } from './model-fields.ts';
