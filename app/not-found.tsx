import type { Metadata } from 'next';
import { LazyErrorScreen as ErrorScreen } from '@/components/layout/LazyErrorScreen';
import { NotFoundLog } from '@/components/layout/NotFoundLog';
import { ERROR_TEXT } from '@/lib/errors';

export const metadata: Metadata = {
  title: ERROR_TEXT.title,
  robots: { index: false, follow: true },
};

// The root not-found boundary's client code ships with every page of the layout: the error screen
// (with the hero's loader) comes through the lazy wrapper, so only a 404 loads it (server-rendered
// all the same).
export default function NotFound() {
  return (
    <>
      <NotFoundLog />
      <ErrorScreen code={404} />
    </>
  );
}
