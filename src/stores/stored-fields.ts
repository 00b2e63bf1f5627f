// What each store keeps in the device's storage, field by field (see domain/stored-state.ts):
// read back through these, a value of the wrong type is dropped and the store keeps its default.
import * as z from 'zod/mini';
import { userSchema } from '../api/user-schema.ts';
import {
  countsById,
  listOf,
  productIds,
  shortText,
  type StoredFields,
} from '../domain/stored-state.ts';
import { parsePeopleCount, parseStoredLines } from '../domain/stored-cart.ts';
import { storedBonusFields, storedDiscountFields } from '../domain/stored-discounts.ts';

const finite = z.number().check(z.refine(Number.isFinite));
const id = z.nullable(shortText(64));

const languageCode = z.string().check(z.regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})?$/));

export const uiFields = {
  themeChoice: z.nullable(z.enum(['light', 'dark'])),
  language: languageCode,
  languageChosen: z.boolean(),
  googleChoice: z.nullable(languageCode),
  cookieChoice: z.nullable(z.enum(['all', 'necessary'])),
  catalogView: z.nullable(z.enum(['grid', 'list'])),
} satisfies StoredFields;

export const userFields = {
  token: z.nullable(z.string().check(z.minLength(1), z.maxLength(1024))),
  user: z.nullable(userSchema.check(z.refine((u) => Number.isInteger(u.ID) && u.ID > 0))),
  autoSignIn: z.boolean(),
} satisfies StoredFields;

/** delivery-store.ts SelectedLocation. */
const locationSchema = z.looseObject({
  warehouseId: shortText(64),
  title: shortText(500),
  zone: id,
  coords: z.nullable(z.tuple([finite, finite])),
  pointId: id,
  city: z.optional(shortText(200)),
});

export const deliveryFields = {
  kind: z.enum(['delivery', 'pickup', 'lounge']),
  shippingMethodId: id,
  location: z.nullable(locationSchema),
  express: z.boolean(),
  cityId: id,
  recent: listOf(locationSchema, 10),
} satisfies StoredFields;

export const popupFields = { seen: countsById } satisfies StoredFields;

/** The stories watched (banners-store.ts Story.key). */
export const storyFields = { seen: listOf(shortText(120), 200) } satisfies StoredFields;

export const favoriteFields = { ids: productIds } satisfies StoredFields;

export const couponFields = storedDiscountFields satisfies StoredFields;

export const bonusFields = storedBonusFields satisfies StoredFields;

/** The checkout's contact form (SPEC.md §3 User state deliveryForm). */
export const checkoutFields = {
  name: shortText(200),
  phone: shortText(40),
  comment: shortText(2000),
  paymentId: id,
} satisfies StoredFields;

/** The cart's lines are read one by one (a bad line goes, the others stay). */
export const cartFields = {
  lines: z.pipe(
    z.array(z.unknown()),
    z.transform((lines: unknown[]) => parseStoredLines(lines)),
  ),
  peopleCount: z.pipe(z.unknown(), z.transform(parsePeopleCount)),
} satisfies StoredFields;

/** A guest's orders on this device: any list; guest-orders-store tidies it item by item. */
export const guestOrderFields = { orders: z.array(z.unknown()) } satisfies StoredFields;
