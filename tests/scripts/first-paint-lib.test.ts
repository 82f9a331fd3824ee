import { paintSummary, percentile, stalled } from '../../scripts/first-paint-lib.mjs';

describe('the first-paint benchmark helpers', () => {
  it('counts a load as stalled when its first paint came after the load event, or never', () => {
    expect(stalled({ fcp: 300, load: 800 })).toBe(false);
    expect(stalled({ fcp: 1360, load: 800 })).toBe(true);
    expect(stalled({ fcp: undefined, load: 800 })).toBe(true);
  });

  it('takes nearest-rank percentiles of the finite values', () => {
    expect(percentile([5, 1, 4, 2, 3], 90)).toBe(5);
    expect(percentile([5, 1, 4, 2, 3], 50)).toBe(3);
    expect(percentile([Number.NaN, undefined as unknown as number], 50)).toBeUndefined();
  });

  it('summarises one page at one slowdown', () => {
    const summary = paintSummary([
      { fcp: 240, load: 700 },
      { fcp: 2360, load: 800 },
      { fcp: 260, load: 750 },
    ]);
    expect(summary).toMatchObject({ n: 3, stalls: 1, fcp50: 260, fcpMax: 2360, load50: 750 });
    expect(summary.stalledFcps).toEqual([2360]);
  });
});
