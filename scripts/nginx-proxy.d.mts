// Types of scripts/nginx-proxy.mjs for the e2e suite.
export declare const NGINX: string | undefined;
export declare const BROTLI_MODULE: string | undefined;
export declare const BROTLI_MODULES: (string | undefined)[];
export declare const PROXY_MISSING: string;
export declare function startProxy(
  servers: { port: number; upstream: string; staticDir?: string }[],
  options?: { timeoutMs?: number },
): Promise<{ stop: () => void }>;
