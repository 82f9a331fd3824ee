// Types of scripts/main-thread-lib.mjs for the unit tests.
export type CallFrame = {
  functionName: string;
  scriptId: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
};
export type Profile = {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
};
export type Split = {
  site: number;
  framework: number;
  document: number;
  native: number;
  gc: number;
};
export declare function splitProfile(
  profile: Profile,
  isSite: (frame: CallFrame) => boolean,
  kindOf: (frame: CallFrame) => 'framework' | 'document' | 'native',
): { split: Split; functions: Record<string, number> };
export declare function busy(split: Split): number;
