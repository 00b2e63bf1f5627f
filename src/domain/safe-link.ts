// Links that come from the CMS or the settings (banners, menus, footer, social links, links inside
// information pages) are checked before anything renders them: only http, https, tel and mailto
// addresses and the shop's own paths. A `javascript:` or `data:` link would run in the shop's
// origin, where the customer's session lives.

export type CheckedLink =
  /** A path inside the shop: the router opens it. */
  | { kind: 'internal'; path: string }
  /** A web page elsewhere: opened beside the shop. */
  | { kind: 'external'; href: string }
  /** A phone number or an e-mail address: the device's own app. */
  | { kind: 'contact'; href: string };

const CONTACT = ['tel:', 'mailto:'];
const WEB = ['http:', 'https:'];

/**
 * The link as it may be rendered, or null when it must not be a link at all. `shopOrigin` (the
 * page's origin) turns a full address of the shop itself into an in-app path.
 */
export function checkLink(raw: unknown, shopOrigin?: string): CheckedLink | null {
  if (typeof raw !== 'string') return null;
  // Browsers drop tabs and line breaks anywhere in a URL ("java\tscript:" runs), and leading
  // spaces and control characters: judge the address the browser would see.
  // eslint-disable-next-line no-control-regex
  const text = raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (text === '') return null;
  if (text.startsWith('/')) {
    // '//host' and '/\host' leave the shop (a backslash counts as a slash).
    if (/^\/[/\\]/.test(text)) return null;
    return { kind: 'internal', path: text };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (CONTACT.includes(url.protocol)) return { kind: 'contact', href: url.href };
  if (!WEB.includes(url.protocol) || !url.hostname) return null;
  if (shopOrigin && url.origin === shopOrigin) {
    return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
  }
  return { kind: 'external', href: url.href };
}

/** The href an <a> may carry for the link, or null. */
export function safeHref(raw: unknown, shopOrigin?: string): string | null {
  const link = checkLink(raw, shopOrigin);
  if (!link) return null;
  return link.kind === 'internal' ? link.path : link.href;
}

/** SPEC.md §3 contacts' social links, in the order the shop shows them. */
export const SOCIAL_KINDS = ['telegram', 'vk', 'whatsapp', 'inst', 'fb', 'viber'] as const;
export type SocialKind = (typeof SOCIAL_KINDS)[number];

/**
 * The shop's social links that may be shown, as checkLink allows them: a page elsewhere (a profile,
 * a chat) or a phone number; any other scheme (`viber://…`) is left out, and so is a link to the
 * shop itself.
 */
export function socialLinks(contacts: Partial<Record<SocialKind, string>>): SocialLink[] {
  return SOCIAL_KINDS.flatMap((kind) => {
    const link = checkLink(contacts[kind]);
    if (!link || link.kind === 'internal') return [];
    return [{ kind, link }];
  });
}

export interface SocialLink {
  kind: SocialKind;
  link: Exclude<CheckedLink, { kind: 'internal' }>;
}

/** A phone number as the link a device's dialler opens: '+7 495 120-45-45' → 'tel:+74951204545'. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/**
 * SPEC.md §3 contacts "phone, phones by warehouse_id": the number a customer calls is the kitchen
 * that serves them (their address's or pickup point's warehouse), else the shop's main number, else
 * the first kitchen's (a shop that lists only its kitchens' numbers). '' when the shop gives none.
 */
export const shopPhone = (
  contacts: { phone: string; phones: readonly { warehouse_id: string; phone: string }[] },
  warehouseId: string | null | undefined,
): string =>
  contacts.phones.find((p) => p.warehouse_id === warehouseId)?.phone ||
  contacts.phone ||
  contacts.phones[0]?.phone ||
  '';
