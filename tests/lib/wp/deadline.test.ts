// @vitest-environment node
// The render's time budget, on a fake clock.
import { describe, expect, it } from 'vitest';
import { createDeadline } from '@/lib/wp/deadline';

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
});
