// The menu and the contacts modal close when the visitor follows a link to a page of the site;
// tel:, mailto: and the messenger (a new tab) keep them open. Their links are server-rendered
// children, so the shells watch link clicks bubbling up instead of handing each link an onClick.
import type { MouseEvent } from 'react';

export function closeOnSiteLink(close: () => void) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href^="/"]')) close();
  };
}
