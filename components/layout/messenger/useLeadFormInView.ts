'use client';
// Whether what the widget steps aside for is on screen: a discussion form section (marked
// `data-lead-form`), so the widget never covers the form's fields or its submit button, or the
// page's last row of links (the footer's, marked `data-launcher-aside`), which the launcher would
// float over where it is not in the mobile bar's row (issue 33).
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';

export const LEAD_FORM_SELECTOR = '[data-lead-form]';
/** The page's last row of links. */
export const LAST_ROW_SELECTOR = '[data-launcher-aside]';

/** True while any element matching `selector` intersects the viewport. */
export function useInView(selector: string): boolean {
  const pathname = usePathname();
  // Keyed by the page: the layout outlives navigations, and each page brings its own elements.
  const [state, setState] = useState({ pathname, inView: false });

  useEffect(() => {
    const targets = document.querySelectorAll(selector);
    if (!targets.length || typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<Element>();
    const io = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) visible.add(entry.target);
        else visible.delete(entry.target);
      }
      setState({ pathname, inView: visible.size > 0 });
    });
    targets.forEach((target) => io.observe(target));
    return () => io.disconnect();
  }, [pathname, selector]);

  return state.pathname === pathname && state.inView;
}

export function useLeadFormInView(): boolean {
  return useInView(LEAD_FORM_SELECTOR);
}
