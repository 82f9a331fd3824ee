// Types of scripts/precompress.mjs for the unit tests.
export declare const COMPRESSIBLE: RegExp;
export declare const MIN_BYTES: number;
export declare function brotli(buffer: Buffer): Buffer;
export declare function gzip(buffer: Buffer): Buffer;
export declare function precompress(dir: string): {
  files: number;
  raw: number;
  br: number;
  gz: number;
};
export declare function summary(
  dir: string,
  totals: { files: number; raw: number; br: number; gz: number },
): string;
