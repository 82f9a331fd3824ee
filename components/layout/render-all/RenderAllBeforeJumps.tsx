'use client';
// See lib/browser/render-all.ts: an in-page jump lays the deferred sections out first.
import { useEffect } from 'react';
import { renderAllBeforeJumps } from '@/lib/browser/render-all';

export function RenderAllBeforeJumps() {
  useEffect(() => renderAllBeforeJumps(), []);
  return null;
}
