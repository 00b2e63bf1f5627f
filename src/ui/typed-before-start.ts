// What a customer typed in a server-drawn page's text fields before the app took the page over
// (its scripts still on their way on a slow phone: a key starts them, index.html). React hydrates
// such a field with the value the page was drawn with, so the store never hears of the typed text
// (the search shows no results for it) and the field's next render would put the drawn value back.
// Once the page is hydrated, each such field's text goes to its handler as if typed now.

const TEXT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'number']);

export function replayTypedFields(root: ParentNode): void {
  const fields = root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
  for (const field of fields) {
    if (field instanceof HTMLInputElement && !TEXT_TYPES.has(field.type)) continue;
    if (field.value === field.defaultValue) continue;
    const typed = field.value;
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    if (!setValue) continue;
    // React keeps the value it last saw on the element itself (its own setter there): it is told
    // the drawn value, the typed text is put back past it, and the input event has React read the
    // difference and call the field's onChange.
    field.value = field.defaultValue;
    setValue.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Choices made in a drawn page's selects before the app was up (index.html keeps them: the header's
 * language), made again once it has read the device's state, which would otherwise have the select
 * drawn back to the stored or the shop's choice. The last choice of each select counts.
 */
export function replayChoices(choices: readonly [HTMLSelectElement, string][]): void {
  for (const [select, value] of new Map(choices)) {
    if (!select.isConnected) continue;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
}
