// Types of scripts/bench-servers.mjs for the unit tests (the servers themselves are not unit-tested).
export type BuiltApp = { staticDir: string } | null | undefined;
export declare function siteChunkSources(
  staticDir: string,
  ...frameworkApps: BuiltApp[]
): (pathname: string) => 'framework' | 'three.js' | 'site';
