// After a press that the form refused: bring the first problem into view (a sheet may be scrolled
// to its button, a phone's checkout to its place button under the order), once React has drawn
// the messages. A problem is its field's message (`role="alert"` by default).
export function showFirstProblem(root: HTMLElement | null, selector = '[role="alert"]') {
  requestAnimationFrame(() => {
    const first = root?.querySelector<HTMLElement>(selector);
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    first?.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  });
}
