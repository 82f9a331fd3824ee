// The WordPress time-out budget (issue 9.3): one budget per page render, shared by every
// WordPress call of that render, so a slow WordPress costs the visitor one WP_TIMEOUT_MS, not one
// per call. The clock starts at the render's first call that actually reaches WordPress.

export type Deadline = {
  /** Milliseconds left (0 when the budget is spent). */
  remaining(): number;
};

export function createDeadline(budgetMs: number, now: () => number = Date.now): Deadline {
  let end: number | undefined;
  return {
    remaining() {
      end ??= now() + budgetMs;
      return Math.max(0, end - now());
    },
  };
}
