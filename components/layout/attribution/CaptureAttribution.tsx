'use client';
// Keeps where this visit came from for the session's leads (lib/lead/attribution.ts): on the
// session's first page view only, in sessionStorage. Renders nothing; sends nothing anywhere.
import { useEffect } from 'react';
import { captureAttribution } from '@/lib/lead/attribution';

export function CaptureAttribution() {
  useEffect(() => {
    try {
      captureAttribution(window.location, document.referrer, window.sessionStorage);
    } catch {
      // sessionStorage refused (privacy settings): leads go without attribution
    }
  }, []);
  return null;
}
