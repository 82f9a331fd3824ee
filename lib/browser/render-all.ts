// Sections below a page's first screen skip layout until they come near the viewport
// (content-visibility: auto, styles/globals.scss), sized by an estimate until then. A jump to an
// in-page anchor must not aim with those estimates: a smooth scroll keeps the offset it computed
// at the start, and at 390 px it ended 5 700 px above /sportsite/'s form. Before any link to a
// fragment is followed, every section is laid out for real, once, for the rest of the visit.

/** The attribute on <html> that turns the deferral off (styles/globals.scss reads it). */
export const RENDER_ALL_ATTRIBUTE = 'data-render-all';

/** True when following `link` scrolls to a fragment: of this page, or of another page of the site. */
export function jumpsToFragment(link: HTMLAnchorElement, here: Location): boolean {
  const href = link.getAttribute('href');
  if (!href || !href.includes('#') || href === '#') return false;
  try {
    return new URL(link.href, here.href).origin === here.origin;
  } catch {
    return false;
  }
}

/**
 * Lays every section out before a fragment link's default action runs: listens in the capture
 * phase, so it comes before the browser's or the router's scroll. Returns the remover.
 */
export function renderAllBeforeJumps(doc: Document = document): () => void {
  const root = doc.documentElement;
  const onClick = (event: MouseEvent) => {
    if (root.hasAttribute(RENDER_ALL_ATTRIBUTE)) return;
    const target = event.target;
    const link = target instanceof Element ? target.closest('a') : null;
    if (link && jumpsToFragment(link, doc.location)) root.setAttribute(RENDER_ALL_ATTRIBUTE, '');
  };
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
