'use client';
// Any unhandled error below the root layout: the same error page (SPEC 2.6, 8), header included.
import dynamic from 'next/dynamic';
import { useEffect } from 'react';

// Loaded only when an error happens: imported statically, the error screen (hero included) was
// shipped, once more, in the first-load JS of every page.
const ErrorScreen = dynamic(() =>
  import('@/components/layout/ErrorScreen').then((m) => m.ErrorScreen),
);

export default function Error({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error.digest ? `Unhandled error (digest ${error.digest})` : error.message);
  }, [error]);
  return <ErrorScreen code={500} />;
}
