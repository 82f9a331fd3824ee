import type { Metadata } from 'next';
import { ErrorScreen } from '@/components/layout/ErrorScreen';
import { NotFoundLog } from '@/components/layout/NotFoundLog';
import { ERROR_TEXT } from '@/lib/errors';

export const metadata: Metadata = {
  title: ERROR_TEXT.title,
  robots: { index: false, follow: true },
};

export default function NotFound() {
  return (
    <>
      <NotFoundLog />
      <ErrorScreen code={404} />
    </>
  );
}
