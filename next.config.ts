import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import { inlinedAnalyticsEnv, parseAnalyticsConfig } from './lib/analytics/config';
import { chooseDeploymentId } from './lib/build/deployment-id';
import { IMAGE_OPTIONS } from './lib/build/images';
import { isLoopbackHost, wordpressMediaPattern } from './lib/build/media-host';
import { TRAILING_SLASH_REDIRECTS } from './lib/build/trailing-slash';
import {
  APPROVAL_HEADERS,
  APPROVAL_PATH_SOURCE,
  EDITOR_RENDER_PATH_SOURCE,
  FONT_HEADERS,
  FONT_PATH_SOURCE,
  editorRenderHeaders,
  securityHeaders,
} from './lib/security/headers';

// The WordPress media host, taken from WP_API_URL at build time (its uploads live there): any port
// of a loopback host, the exact origin of a public one (lib/build/media-host.ts).
const media = wordpressMediaPattern(process.env.WP_API_URL);
const isLocalMedia = media !== null && isLoopbackHost(media.hostname);

const distDir = process.env.NEXT_DIST_DIR || '.next';

// Verification tags and the Metrika counter, taken when building (docs/configuration.md): the
// policy opens the counter's hosts only when it is on, and the values are inlined into the code
// (`env` below), so every page, rendered now or later, agrees with the policy.
const analytics = parseAnalyticsConfig(process.env);

function git(...args: string[]): string | null {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return null;
  }
}

/**
 * The deployment id (SPEC 7.6): chosen when building; `next start` reads the one the build wrote
 * (BUILD_ID), so server and pages always agree even if the commit moved since the build.
 */
function deploymentId(phase: string): string | undefined {
  if (phase === PHASE_PRODUCTION_SERVER) {
    try {
      return readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim() || undefined;
    } catch {
      return undefined;
    }
  }
  if (phase !== PHASE_PRODUCTION_BUILD) return undefined;
  const status = git('status', '--porcelain');
  return chooseDeploymentId({
    explicit: process.env.DEPLOYMENT_ID || process.env.NEXT_DEPLOYMENT_ID,
    gitSha: git('rev-parse', '--short=12', 'HEAD')?.trim(),
    dirty: status !== null && status.trim() !== '',
    now: Date.now(),
  });
}

export const nextConfig: NextConfig = {
  trailingSlash: true,
  // The trailing-slash redirects are the site's own (lib/build/trailing-slash.ts): Next.js's, but
  // never for an editor render, whose token looks like a file name half of the time.
  skipTrailingSlashRedirect: true,
  reactStrictMode: true,
  poweredByHeader: false,
  // A self-contained server in .next/standalone (docs/operations.md 'The production build'); `npm run build` copies
  // public/ and .next/static beside it.
  output: 'standalone',
  // Redis when REDIS_URL is set at run time, else Next's own cache (cache-handler.mjs decides).
  cacheHandler: path.join(process.cwd(), 'cache-handler.mjs'),
  // Lets tests and benchmarks build into a separate folder without touching the main build.
  distDir,
  env: inlinedAnalyticsEnv(analytics),
  images: {
    ...IMAGE_OPTIONS,
    remotePatterns: media ? [{ ...media, pathname: '/**' }] : [],
    // The bundled demo WordPress (and a real one started for tests) runs on loopback; a public
    // WordPress never needs this.
    dangerouslyAllowLocalIP: isLocalMedia,
  },
  // `npm test` type-checks with `tsc --noEmit` before building; it sets this to skip the repeat.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  // Detail routes are identified by their first segment (SPEC 2.1): extra segments answer a
  // permanent redirect to the canonical URL instead of rendering (and caching) one more page each.
  async redirects() {
    const extraSegments = ['cases', 'blog', 'solutions'].map((section) => ({
      source: `/${section}/:slug/:extra+/`,
      destination: `/${section}/:slug/`,
      permanent: true,
    }));
    return [...TRAILING_SLASH_REDIRECTS, ...extraSegments];
  },
  // A malformed percent escape (/%zz/) makes the router fail with a bare 500 before any page code
  // runs; such a URL names no page, so it is sent to a path no route matches: the static 404 page.
  async rewrites() {
    return {
      beforeFiles: [{ source: '/:path(.*%(?![0-9a-fA-F]{2}).*)', destination: '/invalid-url/' }],
      // IndexNow's key file at the root (/{key}.txt): a route handler answers the configured key
      // only (app/api/indexnow/[key]/route.ts). After the files: /robots.txt stays its own route.
      afterFiles: [
        { source: '/:key([a-zA-Z0-9-]{8,128})\\.txt', destination: '/api/indexnow/:key/' },
      ],
      fallback: [],
    };
  },
  // Security headers on every response: pages, API, static files, images (docs/security.md).
  async headers() {
    const dev = process.env.NODE_ENV === 'development';
    const list = securityHeaders({
      siteUrl: process.env.SITE_URL || 'http://localhost:3000',
      wpApiUrl: process.env.WP_API_URL,
      dev,
      metrika: analytics.metrika,
    });
    return [
      { source: '/:path*', headers: list },
      // Approval links: no-store, noindex, no Referer (the last rule wins for a repeated key).
      { source: APPROVAL_PATH_SOURCE, headers: [...APPROVAL_HEADERS] },
      // Editor renders: no-store, noindex, no Referer and a policy without scripts; their CORS
      // header follows the run-time WP_ADMIN_ORIGIN, so proxy.ts adds it.
      { source: EDITOR_RENDER_PATH_SOURCE, headers: editorRenderHeaders(process.env.WP_API_URL) },
      // The fonts, for the editor renders shown in wp-admin (another origin).
      { source: FONT_PATH_SOURCE, headers: [...FONT_HEADERS] },
    ];
  },
  experimental: {
    optimizePackageImports: ['three', '@react-three/drei'],
    // Each page's first frame waits only for the CSS its own components use, and that CSS comes
    // inside the HTML (docs/performance.md 'The first frame'). Turbopack's default ('loose') chunking walked
    // from the layout's modules into every page's and merged them up to its size cap: one 78 KB
    // sheet that every page blocked on. The 'graph' chunker with free requests gives every page
    // exactly its own modules; only client-side navigations fetch them, as small files.
    cssChunking: { type: 'graph', requestCost: 0 },
    inlineCss: true,
  },
};

export default function config(phase: string): NextConfig {
  const id = deploymentId(phase);
  if (!id) return nextConfig;
  return {
    ...nextConfig,
    deploymentId: id,
    generateBuildId: () => id,
    // The id the build check compares (components/layout/build-check), inlined at build time.
    env: { ...nextConfig.env, SITE_BUILD_ID: id },
  };
}
