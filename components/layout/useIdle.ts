'use client';
// True once the browser has been idle (lib/browser/idle.ts): for islands whose code is fetched
// only then, so it is neither in the server HTML nor in the first-load JavaScript.
import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/browser/idle';

export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
