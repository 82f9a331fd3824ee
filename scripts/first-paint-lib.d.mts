// Types of scripts/first-paint-lib.mjs for the unit tests.
export type PaintSample = { fcp?: number; load?: number };
export declare function percentile(xs: readonly number[], p: number): number | undefined;
export declare function stalled(sample: PaintSample): boolean;
export declare function paintSummary(samples?: readonly PaintSample[]): {
  n: number;
  stalls: number;
  fcp50?: number;
  fcp90?: number;
  fcpMax?: number;
  load50?: number;
  stalledFcps: (number | 'none')[];
};
export type TraceEvent = {
  name: string;
  ph?: string;
  ts: number;
  dur?: number;
  pid?: number;
  args?: Record<string, unknown> & { data?: Record<string, unknown>; reason?: string };
};
export declare function firstFrameRace(events: readonly TraceEvent[]):
  | {
      parseStart?: number;
      firstMainFrameEnd?: number;
      throttledUndrawn?: number;
      fcp?: number;
    }
  | undefined;
