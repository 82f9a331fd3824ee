// Types of scripts/bench-lib.mjs for the unit tests.
export declare const BARE: string;
export declare const MEASURED_ROUTES: string;
export type Step = { label: string; run: number; pairedWith: string | undefined; warmup: boolean };
export type Multiplier = { multiplier: number; range: [number, number] };
export type Request = { url: string; resourceType?: string; transferSize?: number };
export type Row = {
  preset: string;
  route: string;
  performance?: number;
  accessibility?: number;
  bestPractices?: number;
  seo?: number;
  lcp?: number;
  tbt?: number;
  cls?: number;
  jsGzip?: number;
  jsFirst?: number;
  documentGzip?: number;
  cssGzip?: number;
  paintedBeforeLoad?: string;
  blocking?: Record<string, number | undefined>;
  ratios?: { lcp?: number; tbt?: number; js?: number; jsFirstOver?: number };
};
export declare function median(xs: readonly (number | undefined)[]): number | undefined;
export declare function cpuMultiplier(benchmarkIndex: number): Multiplier | undefined;
export declare function twinLabel(route: string): string;
export declare function twinOfLabel(label: string): string | undefined;
export declare function schedule(
  routes: readonly string[],
  runs: number,
  withBaseline: boolean,
  withTwins?: boolean,
): Step[];
export declare function ratio(
  page: number | undefined,
  bare: number | undefined,
): number | undefined;
export declare function scriptsInHtml(html: string): Set<string>;
export declare function jsBytes(
  requests: readonly Request[],
  firstLoadPaths: Set<string> | undefined,
): { all: number; first: number };
export type ObservedSample = {
  observed?: { observedFirstContentfulPaint?: number; observedLoad?: number };
};
export declare function paintedBeforeLoad(samples: readonly ObservedSample[]): string;
export declare function formatRow(row: Row): string;
export type GapRow = Row & { bare?: { tbt?: number; lcp?: number } };
export declare function formatGap(page: GapRow, twin: GapRow): string;
export declare function hostSlowdown(host: number | undefined, target: number): number;
export declare function nextSlowdown(current: number, reported: number, target: number): number;
export declare function parseArgs(argv: readonly string[]): Record<string, string>;
export type ChunkSource = 'three.js' | 'framework' | 'site';
export declare function chunkSource(text: string): ChunkSource;
export type LongTaskReport = {
  audits?: Record<
    string,
    | {
        numericValue?: number;
        details?: { items?: readonly { url?: string; startTime: number; duration: number }[] };
      }
    | undefined
  >;
};
export declare function blockingBySource(
  lhr: LongTaskReport,
  sourceOf: (pathname: string) => string,
): Record<string, number>;
