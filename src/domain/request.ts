// SPEC.md §4 "With simplified_order, only a request modal opens" (§2 Modals "sending a request"):
// the customer leaves a name and a phone, a comment and the products they asked about, and the
// shop calls back. The form's checks, the same in the storefront and in the reference backend.

export const REQUEST_NAME_MAX = 100;
export const REQUEST_COMMENT_MAX = 1000;
/** Products one request may name. */
export const REQUEST_PRODUCTS_MAX = 20;

export interface RequestForm {
  name: string;
  phone: string;
  comment: string;
  productIds: readonly number[];
}

export type RequestField = 'name' | 'phone' | 'comment' | 'products';
export type RequestProblem = 'required' | 'invalid' | 'too-long' | 'too-many';
export type RequestProblems = Partial<Record<RequestField, RequestProblem>>;

/**
 * The form's problems by field; none when it may be sent. The phone rules (SPEC.md §5 'введите
 * корректный номер') are passed in: they are heavy, and each side loads its own copy.
 */
export function requestProblems(
  form: RequestForm,
  isPhone: (input: string) => boolean,
): RequestProblems {
  const problems: RequestProblems = {};
  const name = form.name.trim();
  if (!name) problems.name = 'required';
  else if (name.length > REQUEST_NAME_MAX) problems.name = 'too-long';
  if (!form.phone.trim()) problems.phone = 'required';
  else if (!isPhone(form.phone)) problems.phone = 'invalid';
  if (form.comment.trim().length > REQUEST_COMMENT_MAX) problems.comment = 'too-long';
  if (form.productIds.some((id) => !Number.isInteger(id) || id <= 0)) problems.products = 'invalid';
  else if (new Set(form.productIds).size > REQUEST_PRODUCTS_MAX) problems.products = 'too-many';
  return problems;
}

/** The products asked about after one more: each once, in the order asked, the oldest dropped. */
export function withAskedProduct(ids: readonly number[], id: number): number[] {
  const rest = ids.filter((x) => x !== id);
  return [...rest, id].slice(-REQUEST_PRODUCTS_MAX);
}

/** Where a booking or a call-back request was sent from, as the vendor's `platform` field says it. */
export function submittedFrom(host: 'web' | 'telegram'): 'telegram' | 'site' {
  return host === 'telegram' ? 'telegram' : 'site';
}
