// A scrolling row of chips (the front's category tabs, the account's sections) keeps its chosen chip
// in view: centred in the row whenever the choice changes, so a page opened at its fifth section
// does not show the first four and hide the one it is on.
import { useEffect, type RefObject } from 'react';

export function useChipInView(row: RefObject<HTMLElement | null>, selector: string | null) {
  useEffect(() => {
    const box = row.current;
    const chip = selector ? box?.querySelector<HTMLElement>(selector) : null;
    if (!box || !chip) return;
    const offset = chip.getBoundingClientRect().left - box.getBoundingClientRect().left;
    box.scrollTo({ left: box.scrollLeft + offset - box.clientWidth / 2 + chip.clientWidth / 2 });
  }, [row, selector]);
}
