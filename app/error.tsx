'use client';
// Any unhandled error below the root layout: the same error page (SPEC 2.6, 8), header included.
import { useEffect } from 'react';
import { LazyErrorScreen as ErrorScreen } from '@/components/layout/LazyErrorScreen';

export default function Error({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error.digest ? `Unhandled error (digest ${error.digest})` : error.message);
  }, [error]);
  return <ErrorScreen code={500} />;
}
