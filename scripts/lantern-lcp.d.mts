// Types of scripts/lantern-lcp.mjs for the unit tests.
export type LcpGraph =
  { counted: { url: string; bytes: number }[]; scripts: number } | { error: string };
export declare function scriptsBeforeLcp(result: {
  lhr: unknown;
  artifacts: unknown;
}): Promise<LcpGraph>;
export declare function describeLcpGraph(graph: LcpGraph): string;
