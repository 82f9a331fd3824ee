// Sections below a page's first screen skip layout until they come near the viewport
// (content-visibility: auto, styles/globals.scss), sized by an estimate until then. A jump to an
// in-page anchor must not aim with those estimates: a smooth scroll keeps the offset it computed
// at the start, and at 390 px it ended 5 700 px above /sportsite/'s form. Before any link to a
// fragment is followed, every section is laid out for real, once, for the rest of the visit.
//
// The same listener knows when a jump has begun but its page has not scrolled yet: laying the
// sections out can hold the smooth scroll's first frame back by a second on a slow desktop, and
// work that scrolls the page itself meanwhile (the #examples pin's refresh) would cancel it.

/** The attribute on <html> that turns the deferral off (styles/globals.scss reads it). */
export const RENDER_ALL_ATTRIBUTE = 'data-render-all';

/**
 * The inline script at the top of <body> for a page opened at a fragment (a shared
 * /sportsite/#form): no click sets the attribute there, and the browser scrolls to the fragment as
 * soon as it is parsed, aiming with the estimates (it stopped 5 800 px above the form at 390 px).
 * Set before any section is parsed, it costs nothing to a page opened without one. (A CSS
 * `html:has(:target)` did the same, but every page carried it, and a :has() on <html> may be
 * checked again as the parser inserts elements, before the first frame.)
 */
export function renderAllOnFragmentScript(): string {
  return `if(location.hash.length>1)document.documentElement.setAttribute(${JSON.stringify(RENDER_ALL_ATTRIBUTE)},"")`;
}

/** A jump counts as begun once the page scrolls, or at the latest this long after its click. */
export const JUMP_START_MAX_MS = 2000;

/** When the last jump's click came (performance.now()), until its page first scrolled. */
let jumpClickedAt: number | null = null;

/** True from a click on a link to a fragment until its page first scrolls (at most 2 s). */
export function jumpPending(now: number = performance.now()): boolean {
  return jumpClickedAt !== null && now - jumpClickedAt < JUMP_START_MAX_MS;
}

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
    const target = event.target;
    const link = target instanceof Element ? target.closest('a') : null;
    if (!link || !jumpsToFragment(link, doc.location)) return;
    root.setAttribute(RENDER_ALL_ATTRIBUTE, '');
    jumpClickedAt = performance.now();
  };
  // The page's own scroll (its target is the document), not a slider's or a panel's.
  const onScroll = (event: Event) => {
    if (event.target === doc) jumpClickedAt = null;
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('scroll', onScroll);
    jumpClickedAt = null;
  };
}
