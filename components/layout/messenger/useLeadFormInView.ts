'use client';
// True while a discussion form section (marked `data-lead-form`) or the page's last row of links
// (the footer's, marked `data-launcher-aside`) is on screen, so the widget can step aside and never
// cover the form's fields, its submit button or those links (where the launcher floats over the
// page, above the mobile bar's breakpoint; issue 33).
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';

export const LEAD_FORM_SELECTOR = '[data-lead-form]';
/** What the widget steps aside for: the discussion forms and the page's last row of links. */
export const STEP_ASIDE_SELECTOR = `${LEAD_FORM_SELECTOR}, [data-launcher-aside]`;

export function useLeadFormInView(): boolean {
  const pathname = usePathname();
  // Keyed by the page: the layout outlives navigations, and each page brings its own forms.
  const [state, setState] = useState({ pathname, inView: false });

  useEffect(() => {
    const forms = document.querySelectorAll(STEP_ASIDE_SELECTOR);
    if (!forms.length || typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<Element>();
    const io = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) visible.add(entry.target);
        else visible.delete(entry.target);
      }
      setState({ pathname, inView: visible.size > 0 });
    });
    forms.forEach((form) => io.observe(form));
    return () => io.disconnect();
  }, [pathname]);

  return state.pathname === pathname && state.inView;
}
