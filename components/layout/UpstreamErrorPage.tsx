// The 5xx page of a detail route whose WordPress call failed (issue 9 part 2): the error page is
// rendered on the server inside the root layout (readable without JavaScript), and the failure
// beside it makes Next.js answer 500 and skip the cache, so the last good copy is never replaced.
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ERROR_TEXT } from '@/lib/errors';
import { ErrorScreen } from './ErrorScreen';
import { NotFoundLog } from './NotFoundLog';
import { ServerRenderFailure } from './ServerRenderFailure';

export const ERROR_PAGE_METADATA: Metadata = {
  title: ERROR_TEXT.title,
  robots: { index: false, follow: true },
};

export function UpstreamErrorPage() {
  return (
    <>
      <ErrorScreen code={500} />
      <Suspense fallback={null}>
        <ServerRenderFailure />
      </Suspense>
    </>
  );
}

/**
 * The 404 page of a detail route whose entry WordPress does not have: the same screen as the root
 * not-found page, server-rendered inside the root layout (lang, header and texts in the raw HTML),
 * with the notFound() beside it giving the answer its 404 status.
 */
export function MissingPage() {
  return (
    <>
      <NotFoundLog />
      <ErrorScreen code={404} />
      <Suspense fallback={null}>
        <ServerRenderFailure status={404} />
      </Suspense>
    </>
  );
}
