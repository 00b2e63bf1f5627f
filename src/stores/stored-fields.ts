// What each store keeps in the device's storage, field by field (see domain/stored-state.ts):
// read back through these, a value of the wrong type is dropped and the store keeps its default.
import * as v from 'valibot';
import { finiteNumber as finite, looseObject } from '../domain/model-fields.ts';
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

const id = v.nullable(shortText(64));

const languageCode = v.pipe(v.string(), v.regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})?$/));

export const uiFields = {
  themeChoice: v.nullable(v.picklist(['light', 'dark'])),
  language: languageCode,
  languageChosen: v.boolean(),
  googleChoice: v.nullable(languageCode),
  cookieChoice: v.nullable(v.picklist(['all', 'necessary'])),
  catalogView: v.nullable(v.picklist(['grid', 'list'])),
} satisfies StoredFields;

export const userFields = {
  token: v.nullable(v.pipe(v.string(), v.minLength(1), v.maxLength(1024))),
  user: v.nullable(
    v.pipe(
      userSchema,
      v.check((u) => Number.isInteger(u.ID) && u.ID > 0),
    ),
  ),
  autoSignIn: v.boolean(),
} satisfies StoredFields;

/** delivery-store.ts SelectedLocation. */
const locationSchema = looseObject({
  warehouseId: shortText(64),
  title: shortText(500),
  zone: id,
  coords: v.nullable(v.tuple([finite, finite])),
  pointId: id,
  city: v.optional(shortText(200)),
});

export const deliveryFields = {
  kind: v.picklist(['delivery', 'pickup', 'lounge']),
  shippingMethodId: id,
  location: v.nullable(locationSchema),
  express: v.boolean(),
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
  lines: v.pipe(
    v.array(v.unknown()),
    v.transform((lines: unknown[]) => parseStoredLines(lines)),
  ),
  peopleCount: v.pipe(v.unknown(), v.transform(parsePeopleCount)),
} satisfies StoredFields;

/** A guest's orders on this device: any list; guest-orders-store tidies it item by item. */
export const guestOrderFields = { orders: v.array(v.unknown()) } satisfies StoredFields;
