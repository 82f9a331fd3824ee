// What the WordPress client remembers of failures, process-wide (docs/failures.md): a URL that has just failed is not asked again for a moment, and a circuit
// breaker per resource (lib/wp/breaker.ts) stops asking a WordPress that keeps failing.
import 'server-only';
import { config } from '../config';
import { createBreakers, type Breaker } from './breaker';

/**
 * A URL that has just failed is not asked again for this long. Next renders a failed page's error
 * payload in a second React render (app-render.js getErrorRSCPayload, with the page's metadata),
 * which React cache() does not share: without this, that render waits a second time-out.
 */
const RECENT_FAILURE_MS = 5_000;
/** Kept failures beyond which the oldest are dropped (the map never grows without bound). */
const MAX_RECENT_FAILURES = 500;
/**
 * Failure memory and circuits are process-wide: Next bundles route handlers and pages separately,
 * each with its own copy of this module, so the state lives on globalThis (the webhook's
 * forgetWpFailures must reach the pages' renders).
 */
type FaultState = { recentFailures: Map<string, number>; breakers?: (key: string) => Breaker };
const STATE_KEY = Symbol.for('studio-site.wp.faults');
const state: FaultState = ((globalThis as { [STATE_KEY]?: FaultState })[STATE_KEY] ??= {
  recentFailures: new Map(),
});
const recentFailures = state.recentFailures;

export function failedRecently(url: string): boolean {
  const at = recentFailures.get(url);
  if (at === undefined) return false;
  if (Date.now() - at < RECENT_FAILURE_MS) return true;
  recentFailures.delete(url);
  return false;
}

export function rememberFailure(url: string): void {
  recentFailures.delete(url);
  recentFailures.set(url, Date.now());
  if (recentFailures.size > MAX_RECENT_FAILURES) {
    const oldest = recentFailures.keys().next().value;
    if (oldest !== undefined) recentFailures.delete(oldest);
  }
}

export function breakerFor(resource: string): Breaker {
  const { WP_BREAKER_FAILURES, WP_BREAKER_OPEN_MS } = config();
  state.breakers ??= createBreakers({ failures: WP_BREAKER_FAILURES, openMs: WP_BREAKER_OPEN_MS });
  return state.breakers(resource);
}

/**
 * Forgets recent failures and closes every circuit. The revalidation webhook calls it: WordPress
 * just saved something, so it is up, and the refresh the webhook asks for must really ask it.
 */
export function forgetWpFailures(): void {
  recentFailures.clear();
  state.breakers = undefined;
}

/** The URL answered well: its failure, if any, is forgotten. */
export function forgetFailure(url: string): void {
  recentFailures.delete(url);
}
