'use client';
// Fails the server render on purpose, inside its own Suspense boundary (UpstreamErrorPage): Next.js
// then answers the page with a 5xx and never caches it (a last good copy stays), while the HTML
// around the boundary, the error page, is complete. In the browser it renders nothing.
import { UPSTREAM_FAILURE_DIGEST } from '@/lib/errors';

// React reports the boundary it client-renders as a recoverable error (Next.js passes it to
// window.reportError). This one is expected, so it is not shown as an error in the console.
if (typeof window !== 'undefined') {
  window.addEventListener('error', (event) => {
    const error: unknown = event.error;
    if (error instanceof Error && 'digest' in error && error.digest === UPSTREAM_FAILURE_DIGEST) {
      event.preventDefault();
    }
  });
}

export function ServerRenderFailure() {
  if (typeof window === 'undefined') {
    throw Object.assign(new Error('WordPress is unavailable: the error page answers with a 5xx'), {
      digest: UPSTREAM_FAILURE_DIGEST,
    });
  }
  return null;
}
