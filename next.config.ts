import type { NextConfig } from 'next';

// Image breakpoints of SPEC 9 (xs…xxl); lib/constants.ts holds the same numbers for code.
const DEVICE_SIZES = [320, 640, 768, 1024, 1280, 1536, 1920];
const IMAGE_SIZES = [64, 96, 128, 256, 384, 480];

/** The WordPress media host, taken from WP_API_URL at build time (its uploads live there). */
function wordpressMediaPattern(): {
  protocol: 'http' | 'https';
  hostname: string;
  port: string;
} | null {
  const raw = process.env.WP_API_URL;
  if (!raw) return null;
  try {
    const u = new URL(raw);
    return {
      protocol: u.protocol === 'https:' ? 'https' : 'http',
      hostname: u.hostname,
      port: u.port,
    };
  } catch {
    return null;
  }
}

const media = wordpressMediaPattern();
const isLocalMedia = media !== null && ['127.0.0.1', 'localhost', '::1'].includes(media.hostname);

const nextConfig: NextConfig = {
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  // Lets tests and benchmarks build into a separate folder without touching the main build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  images: {
    formats: ['image/webp'],
    qualities: [100],
    deviceSizes: DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    minimumCacheTTL: 3600,
    remotePatterns: media ? [{ ...media, pathname: '/**' }] : [],
    // The bundled demo WordPress runs on loopback; a real one never needs this.
    dangerouslyAllowLocalIP: isLocalMedia,
  },
  // `npm test` type-checks with `tsc --noEmit` before building; it sets this to skip the repeat.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  // Detail routes are identified by their first segment (SPEC 2.1): extra segments answer a
  // permanent redirect to the canonical URL instead of rendering (and caching) one more page each.
  async redirects() {
    return ['cases', 'blog', 'solutions'].map((section) => ({
      source: `/${section}/:slug/:extra+/`,
      destination: `/${section}/:slug/`,
      permanent: true,
    }));
  },
  // A malformed percent escape (/%zz/) makes the router fail with a bare 500 before any page code
  // runs; such a URL names no page, so it is sent to the catch-all that renders the 404 page.
  async rewrites() {
    return {
      beforeFiles: [{ source: '/:path(.*%(?![0-9a-fA-F]{2}).*)', destination: '/invalid-url/' }],
      afterFiles: [],
      fallback: [],
    };
  },
  experimental: {
    optimizePackageImports: ['three', '@react-three/drei'],
  },
};

export default nextConfig;
