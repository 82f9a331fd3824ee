// The WordPress time-out budget (issue 9.3): one budget per page render, shared by every
// WordPress call of that render, so a slow WordPress costs the visitor one WP_TIMEOUT_MS, not one
// per call. The clock starts at the render's first call that actually reaches WordPress.

/**
 * Less than this left counts as spent. A call's time-out timer and the budget's clock can end a
 * millisecond or two apart, and a call given that remainder would still reach WordPress only to
 * be cut off at once (no answer comes back that fast).
 */
export const MIN_CALL_MS = 10;

export type Deadline = {
  /** Milliseconds left (0 when the budget is spent). */
  remaining(): number;
};

export function createDeadline(budgetMs: number, now: () => number = Date.now): Deadline {
  let end: number | undefined;
  return {
    remaining() {
      end ??= now() + budgetMs;
      const left = end - now();
      return left < MIN_CALL_MS ? 0 : left;
    },
  };
}
