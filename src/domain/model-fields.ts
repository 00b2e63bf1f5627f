// The field shapes every model schema is built from (valibot), and the per-entry list parse.
//
// How valibot's object reads an absent key: the field's default (`optional`/`nullish` with a
// default, run through the field's schema), else its fallback (`fallback`, taken as is), else it
// leaves the key out (`optional`/`nullish`), else it refuses the object. It does not run the field
// on `undefined`, so a field that must read as '' or false when absent says so as a default.
import * as v from 'valibot';

/**
 * valibot's object schemas read an array as an object (its indexes as keys). PHP writes an empty
 * map as [], and such a field must fall back (a warehouse's work time of [] is none, not a week
 * with no open day), so these refuse arrays. `.entries` stays readable.
 */
function refusingArrays<S extends v.GenericSchema>(schema: S): S {
  const run = schema['~run'];
  return {
    ...schema,
    get '~standard'() {
      return v._getStandardProps(this);
    },
    '~run'(dataset, config) {
      if (!Array.isArray(dataset.value)) return run.call(this, dataset, config);
      v._addIssue(this, 'type', dataset, config);
      return dataset as unknown as v.OutputDataset<v.InferOutput<S>, v.InferIssue<S>>;
    },
  } as S;
}

export const object = <const E extends v.ObjectEntries>(entries: E) =>
  refusingArrays(v.object(entries));
export const looseObject = <const E extends v.ObjectEntries>(entries: E) =>
  refusingArrays(v.looseObject(entries));

/** X, or null where the value is not an X (null included); an absent key stays absent. */
export const maybe = <S extends v.GenericSchema>(schema: S) =>
  v.optional(v.fallback(v.nullable(schema), null));

/** A number, or a string that is one (`Number(x)`); NaN and ±Infinity refused. */
export const numeric = v.pipe(
  v.unknown(),
  v.transform((x) => Number(x)),
  v.number(),
  v.finite(),
);
export const num = numeric;
/** A number as it was stored (no strings); NaN and ±Infinity refused. */
export const finiteNumber = v.pipe(v.number(), v.finite());
export const str = v.string();
/** Number or string id, kept as a string. */
export const idStr = v.pipe(v.union([v.number(), v.string()]), v.transform(String));
/** A string; null or absent read as ''. */
export const optStr = v.nullish(v.string(), '');
export const idList = v.fallback(v.array(idStr), []);
/** true, 1, '1', 'yes', 'true' are true; anything else of those types, null or absent, false. */
export const bool = v.pipe(
  v.nullish(v.union([v.boolean(), v.string(), v.number()]), false),
  v.transform((x) => x === true || x === 1 || x === '1' || x === 'yes' || x === 'true'),
);

/** A JSON object's entries, each checked; an array is not one. */
export const dict = <T extends v.GenericSchema>(value: T) =>
  refusingArrays(v.record(v.string(), value));

/** What an object schema makes of one of its fields when the key is absent (as valibot's object). */
export type Absent = { value: unknown } | 'left-out' | 'refused';

export function absentField(schema: v.GenericSchema): Absent {
  const field = schema as v.GenericSchema & { default?: unknown; fallback?: unknown };
  const optional =
    field.type === 'optional' || field.type === 'nullish' || field.type === 'exact_optional';
  if (optional && field.default !== undefined) {
    const r = v.safeParse(
      schema,
      v.getDefault(field as v.OptionalSchema<v.GenericSchema, unknown>),
    );
    return r.success ? { value: r.output } : 'refused';
  }
  if (field.fallback !== undefined)
    return { value: v.getFallback(field as v.SchemaWithFallback<v.GenericSchema, unknown>) };
  return optional ? 'left-out' : 'refused';
}

/**
 * A list is parsed once per list and schema: the settings are replaced, never changed in place (a
 * new load is a new object), and the server renders every page of a data version from the same
 * settings, so their banners, methods and languages were parsed again for each page. The parsed
 * lists are shared: read them, never change them.
 */
const parsedLists = new WeakMap<readonly unknown[], WeakMap<object, unknown[]>>();

/** Each list entry validated alone: one broken banner or popup never hides the others. */
export function parseEach<T>(schema: v.GenericSchema<unknown, T>, items: readonly unknown[]): T[] {
  let bySchema = parsedLists.get(items);
  if (!bySchema) parsedLists.set(items, (bySchema = new WeakMap()));
  let parsed = bySchema.get(schema) as T[] | undefined;
  if (!parsed) {
    parsed = items.flatMap((item) => {
      const one = v.safeParse(schema, item);
      return one.success ? [one.output] : [];
    });
    bySchema.set(schema, parsed);
  }
  return parsed;
}
