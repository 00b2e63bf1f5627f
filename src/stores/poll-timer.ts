// One pending re-read at a time: scheduling again replaces the earlier one.
export class PollTimer {
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private run: () => void) {}

  /** Runs after delay ms; null only clears. */
  after(delay: number | null): void {
    this.clear();
    if (delay !== null) this.timer = setTimeout(this.run, delay);
  }

  clear(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
