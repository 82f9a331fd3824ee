// @vitest-environment node
// The outbox's retry delays.
import { backoffMs } from '@/lib/lead/backoff';

describe('backoffMs', () => {
  it('grows threefold from the base up to the cap, with ±20 % jitter', () => {
    const b = { baseMs: 5_000, maxMs: 900_000 };
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => backoffMs(n, b, () => 0.5))).toEqual([
      5_000, 15_000, 45_000, 135_000, 405_000, 900_000, 900_000, 900_000,
    ]);
    expect(backoffMs(1, b, () => 0)).toBe(4_000);
    expect(backoffMs(1, b, () => 1)).toBe(6_000);
    expect(backoffMs(9, b, () => 1)).toBe(900_000);
  });
});
