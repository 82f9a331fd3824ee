import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Outside a Next.js server there is no incremental cache: unstable_cache runs the function.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T extends (...args: never[]) => unknown>(fn: T) => fn,
}));

// The configuration every unit test runs with (lib/config.ts reads it once).
process.env.WP_API_URL = 'https://wp.test/wp-json/studio/v1';
process.env.SITE_URL = 'https://orbita.test';
process.env.WP_TIMEOUT_MS = '200';
// Files share one process-wide circuit breaker; tests/lib/wp-faults.test.ts tests it on its own.
process.env.WP_BREAKER_FAILURES = '1000';
// next/link reads the build's trailingSlash setting from here.
process.env.__NEXT_TRAILING_SLASH = 'true';
process.env.REVALIDATE_SECRET = 'test-secret-0123456789abcdef';

afterEach(() => {
  cleanup();
  if (typeof document === 'undefined') return;
  document.body.style.overflow = '';
  document.body.style.paddingRight = '';
});
