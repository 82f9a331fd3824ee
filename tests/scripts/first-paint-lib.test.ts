import {
  firstFrameRace,
  paintSummary,
  percentile,
  stalled,
  type TraceEvent,
} from '../../scripts/first-paint-lib.mjs';

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

  describe("reading a load's trace for the first-frame race", () => {
    const T0 = 1_000_000;
    const at = (ms: number) => T0 + ms * 1000;
    const base: TraceEvent[] = [
      { name: 'navigationStart', ts: T0, args: { data: { isLoadingMainFrame: true } } },
      // A main frame of the previous document: not the new one's.
      { name: 'ProxyMain::BeginMainFrame', ph: 'X', ts: at(7), dur: 2000, pid: 7 },
      { name: 'ParseHTML', ph: 'X', ts: at(246), dur: 106_000, pid: 7 },
      // Another process's frame, after parsing began.
      { name: 'ProxyMain::BeginMainFrame', ph: 'X', ts: at(300), dur: 1000, pid: 9 },
      { name: 'ProxyMain::BeginMainFrame', ph: 'X', ts: at(352), dur: 44_900, pid: 7 },
      { name: 'SendBeginFrameDecision', ts: at(345), args: { reason: 'SendDefault' } },
    ];

    it('finds Viz throttling undrawn frames before the first main frame ended: a stall', () => {
      const race = firstFrameRace([
        ...base,
        {
          name: 'SendBeginFrameDecision',
          ts: at(362.2),
          args: { reason: 'ThrottleUndrawnFrames' },
        },
        {
          name: 'SendBeginFrameDecision',
          ts: at(378.1),
          args: { reason: 'ThrottleUndrawnFrames' },
        },
        { name: 'firstContentfulPaint', ts: at(1510.5) },
      ]);
      expect(race).toEqual({
        parseStart: 246,
        firstMainFrameEnd: 396.9,
        throttledUndrawn: 362.2,
        fcp: 1510.5,
      });
    });

    it('finds no throttle in a load whose first frame was drawn in time', () => {
      const race = firstFrameRace([...base, { name: 'firstContentfulPaint', ts: at(420) }]);
      expect(race?.throttledUndrawn).toBeUndefined();
      expect(race?.firstMainFrameEnd).toBe(396.9);
      expect(race?.fcp).toBe(420);
    });

    it('reads nothing from a trace without the navigation', () => {
      expect(firstFrameRace(base.slice(1))).toBeUndefined();
    });
  });
});
