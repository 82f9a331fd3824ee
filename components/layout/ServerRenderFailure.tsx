'use client';
// Fails the server render on purpose, inside its own Suspense boundary (UpstreamErrorPage,
// MissingPage): Next.js then answers the page with a 5xx and never caches it (a last good copy
// stays), or with a 404, while the HTML around the boundary, the error page, is complete. In the
// browser it renders nothing.
import { notFound } from 'next/navigation';
import { NOT_FOUND_DIGEST, UPSTREAM_FAILURE_DIGEST } from '@/lib/errors';

const EXPECTED_DIGESTS: ReadonlySet<unknown> = new Set([UPSTREAM_FAILURE_DIGEST, NOT_FOUND_DIGEST]);

// React reports the boundary it client-renders as a recoverable error (Next.js passes it to
// window.reportError). This one is expected, so it is not shown as an error in the console.
if (typeof window !== 'undefined') {
  window.addEventListener('error', (event) => {
    const error: unknown = event.error;
    if (error instanceof Error && 'digest' in error && EXPECTED_DIGESTS.has(error.digest)) {
      event.preventDefault();
    }
  });
}

export function ServerRenderFailure({ status = 500 }: { status?: 404 | 500 }) {
  if (typeof window === 'undefined') {
    if (status === 404) notFound();
    throw Object.assign(new Error('WordPress is unavailable: the error page answers with a 5xx'), {
      digest: UPSTREAM_FAILURE_DIGEST,
    });
  }
  return null;
}
