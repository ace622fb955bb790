/**
 * Shared by General Info and the capex settings and items (issue 27), so it lives below the features.
 *
 * Serialises the General Info saves (docs/product/states-and-permissions.md: every field change is saved with the whole body).
 * One PUT runs at a time; changes made meanwhile are folded into one follow-up save, which sends the
 * latest values, so the last change always wins. Typing is saved after a short pause or when the
 * field is left, instead of once per keystroke.
 */
export class AutoSaver {
  private chain: Promise<unknown> = Promise.resolve();
  private waiting: Promise<boolean> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly put: () => Promise<boolean>,
    private readonly typingDelayMs: number,
  ) {}

  /** Saves now (after any save in flight). Calls made before it starts share its result. */
  save(): Promise<boolean> {
    this.cancelTyping();
    if (this.waiting) return this.waiting;
    const run = this.chain.then(() => {
      this.waiting = null;
      return this.put().catch(() => false);
    });
    this.waiting = run;
    this.chain = run;
    return run;
  }

  /** Saves after the typing pause; each keystroke restarts the pause. */
  schedule(): void {
    this.cancelTyping();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.save();
    }, this.typingDelayMs);
  }

  /** Saves at once when typing is waiting to be saved (the field was left); null when nothing waits. */
  flush(): Promise<boolean> | null {
    return this.timer === null ? null : this.save();
  }

  get hasPendingTyping(): boolean {
    return this.timer !== null;
  }

  dispose(): void {
    this.cancelTyping();
  }

  private cancelTyping(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
