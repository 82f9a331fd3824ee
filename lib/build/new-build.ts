// The browser half of the new-build check (SPEC 7.6): ask the server which build it runs and,
// once it is not this page's build, let the browser load the next page in full instead of the
// client router (whose scripts, prefetches and server actions belong to the old build).
/** Asks the server for its build id (a server action). */
export type AskBuild = () => Promise<string>;

/**
 * True when the server runs another build. An action id the server does not know is also a new
 * build (each build salts its action ids); an unreachable server is not (offline is not a deploy).
 */
export async function isNewBuild(own: string, ask: AskBuild): Promise<boolean> {
  try {
    const current = await ask();
    return current !== '' && current !== own;
  } catch (error) {
    // Next.js's UnrecognizedActionError, told by name like the lead form does (client-submit.ts).
    return error instanceof Error && error.name === 'UnrecognizedActionError';
  }
}

/** A click the browser would follow to another page of this site in the same tab. */
export function sameSiteNavigation(event: MouseEvent, here: Location): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const target = event.target instanceof Element ? event.target : null;
  const link = target?.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return false;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return false;
  const url = new URL(link.href, here.href);
  if (url.origin !== here.origin) return false;
  // A jump within this page stays a jump.
  return !(url.pathname === here.pathname && url.search === here.search && url.hash !== '');
}

/**
 * From now on, navigations are full page loads: a link click never reaches the client router
 * (the browser follows the link itself), and back/forward reloads the page it lands on.
 * Returns the undo function.
 */
export function fullLoadFromNowOn(win: Window): () => void {
  const onClick = (event: MouseEvent) => {
    if (sameSiteNavigation(event, win.location)) event.stopPropagation();
  };
  const onPopState = () => win.location.reload();
  win.addEventListener('click', onClick, { capture: true });
  win.addEventListener('popstate', onPopState);
  return () => {
    win.removeEventListener('click', onClick, { capture: true });
    win.removeEventListener('popstate', onPopState);
  };
}
