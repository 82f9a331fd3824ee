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
