// Types of cache-handler.mjs, for TypeScript importers (tests).
export function redisKeyPrefix(buildId: string | undefined): string;
export function usesRedis(env?: Record<string, string | undefined>): boolean;
declare const Handler: new (...args: never[]) => unknown;
export default Handler;
