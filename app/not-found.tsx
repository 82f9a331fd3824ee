import type { Metadata } from 'next';
import { ErrorScreen } from '@/components/layout/ErrorScreen';
import { NotFoundLog } from '@/components/layout/NotFoundLog';
import { ERROR_TEXT } from '@/lib/errors';

export const metadata: Metadata = {
  title: ERROR_TEXT.title,
  robots: { index: false, follow: true },
};

// The root not-found boundary rides in every page's payload. The error screen is imported here
// statically so that a 404 inlines its CSS like any page (through next/dynamic it linked three
// render-blocking stylesheets); its only client island, the hero's, is the lazy one.
export default function NotFound() {
  return (
    <>
      <NotFoundLog />
      <ErrorScreen code={404} />
    </>
  );
}
