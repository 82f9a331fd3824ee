// A small circuit breaker for WordPress (issue 9.3): after `failures` failed calls in a row the
// circuit opens and calls fail at once for `openMs`; then one trial call is let through
// (half-open). Its success closes the circuit, its failure opens it again for another `openMs`.
// Pure and clock-injected, so it is unit-tested with a fake clock.

export type BreakerState = 'closed' | 'open' | 'half-open';

export type BreakerOptions = {
  /** Failed calls in a row that open the circuit. */
  failures: number;
  /** How long an open circuit refuses calls before one trial, in milliseconds. */
  openMs: number;
  now?: () => number;
};

export type Breaker = {
  /** Whether a call may go to WordPress now (in half-open, only the one trial may). */
  allow(): boolean;
  success(): void;
  failure(): void;
  state(): BreakerState;
};

export function createBreaker({ failures, openMs, now = Date.now }: BreakerOptions): Breaker {
  let failedInARow = 0;
  let openUntil = 0;
  let trialInFlight = false;

  const state = (): BreakerState => {
    if (failedInARow < failures) return 'closed';
    return now() < openUntil ? 'open' : 'half-open';
  };

  return {
    allow() {
      const current = state();
      if (current === 'closed') return true;
      if (current === 'open' || trialInFlight) return false;
      trialInFlight = true;
      return true;
    },
    success() {
      failedInARow = 0;
      trialInFlight = false;
    },
    failure() {
      failedInARow += 1;
      trialInFlight = false;
      if (failedInARow >= failures) openUntil = now() + openMs;
    },
    state,
  };
}

/** One breaker per key (the WordPress resource: 'header', 'portfolio', …), created on first use. */
export function createBreakers(options: BreakerOptions): (key: string) => Breaker {
  const breakers = new Map<string, Breaker>();
  return (key) => {
    let breaker = breakers.get(key);
    if (!breaker) {
      breaker = createBreaker(options);
      breakers.set(key, breaker);
    }
    return breaker;
  };
}
