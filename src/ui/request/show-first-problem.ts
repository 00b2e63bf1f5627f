// After a press that the form refused: bring the first field's problem into view (the sheet may be
// scrolled to its button), once React has drawn the messages.
export function showFirstProblem(form: HTMLFormElement) {
  requestAnimationFrame(() => {
    const first = form.querySelector<HTMLElement>('.form-sheet__error');
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    first?.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  });
}
