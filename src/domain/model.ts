// The shapes of SPEC.md §3, as the merchant's backend sends them.
// Schemas are lenient at the edges (a missing optional field gets its default) and strict
// where a wrong value would mislead a customer (ids, prices). The api client validates every
// answer with them; the reference backend types its seed with the same types.
// valibot (the Telegram SDK's own validator, so one copy serves both): how an absent field reads is
// written in model-fields.ts.

export * from './catalog-model.ts';
export * from './shop-model.ts';
export * from './settings-model.ts';
export { parseEach } from './model-fields.ts';
