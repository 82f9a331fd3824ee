import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Outside a Next.js server there is no incremental cache: unstable_cache runs the function.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T extends (...args: never[]) => unknown>(fn: T) => fn,
}));

// Outside a request there is no draft mode (pages render as their public, cached selves); a test
// of draft previews mocks lib/preview/active.ts instead.
vi.mock('next/headers', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/headers')>()),
  draftMode: () => Promise.resolve({ isEnabled: false, enable() {}, disable() {} }),
}));

// next/image's getImageProps reads next.config's `images`, which the bundler inlines and vitest
// does not (it would fall back to Next's defaults: quality 75, other widths). Give it the site's.
vi.mock('next/image', async (importOriginal) => {
  const actual = await importOriginal<typeof import('next/image')>();
  const { getImgProps } = await import('next/dist/shared/lib/get-img-props');
  const { imageConfigDefault, prepareImageConfig } =
    await import('next/dist/shared/lib/image-config');
  const { default: defaultLoader } = await import('next/dist/shared/lib/image-loader');
  const { IMAGE_OPTIONS } = await import('@/lib/build/images');
  const imgConf = prepareImageConfig({ ...imageConfigDefault, ...IMAGE_OPTIONS });
  return {
    ...actual,
    getImageProps: (props: Parameters<typeof actual.getImageProps>[0]) => {
      const { props: img } = getImgProps(props, { defaultLoader, imgConf });
      return { props: Object.fromEntries(Object.entries(img).filter(([, v]) => v !== undefined)) };
    },
  };
});

// The configuration every unit test runs with (lib/config.ts reads it once).
process.env.WP_API_URL = 'https://wp.test/wp-json/studio/v1';
process.env.SITE_URL = 'https://orbita.test';
process.env.WP_TIMEOUT_MS = '200';
// Files share one process-wide circuit breaker; tests/lib/wp/client.faults.test.ts tests it on its
// own.
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
