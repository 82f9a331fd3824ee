// Links in the document, and whether a click on one reaches a listener on the document (React's
// side), for the tests of the full loads armed after a new build.

/** Clicks a link and tells whether the click reached a listener on the document (React's side). */
export function clickReaches(link: HTMLAnchorElement, init: MouseEventInit = {}): boolean {
  let reached = false;
  const listener = (event: Event) => {
    reached = true;
    event.preventDefault(); // jsdom would otherwise try to navigate
  };
  document.addEventListener('click', listener);
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
  document.removeEventListener('click', listener);
  return reached;
}

export function link(href: string, attrs: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
  a.textContent = 'ссылка';
  document.body.append(a);
  return a;
}
