// @vitest-environment node
// The render's time budget, on a fake clock.
import { describe, expect, it } from 'vitest';
import { createDeadline, MIN_CALL_MS } from '@/lib/wp/deadline';

function clock(start = 1_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('render time budget', () => {
  it('starts at the first use and is shared: what one call spends, the next cannot', () => {
    const c = clock();
    const d = createDeadline(8_000, c.now);
    c.advance(60_000); // created long before the first WordPress call: not counted
    expect(d.remaining()).toBe(8_000);
    c.advance(7_500);
    expect(d.remaining()).toBe(500);
    c.advance(1_000);
    expect(d.remaining()).toBe(0);
  });

  it('counts a remainder too short for an answer as spent, so no call is sent only to be cut off', () => {
    const c = clock();
    const d = createDeadline(200, c.now);
    expect(d.remaining()).toBe(200);
    c.advance(200 - MIN_CALL_MS);
    expect(d.remaining()).toBe(MIN_CALL_MS);
    c.advance(1); // what a time-out timer that ended a moment before the budget's clock leaves
    expect(d.remaining()).toBe(0);
  });
});
