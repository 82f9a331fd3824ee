'use client';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { notFoundMessage } from '@/lib/errors';

/** Logs 'Page not found: {path}' in the browser console (the server logs it where the path is known). */
export function NotFoundLog() {
  const pathname = usePathname();
  useEffect(() => {
    console.warn(notFoundMessage(pathname));
  }, [pathname]);
  return null;
}
