'use client';
// The site's link to its own pages: next/link, whose route is prefetched when the visitor shows
// intent (the pointer comes over it, it takes focus, a finger lands on it) instead of when it
// scrolls into view. In view, every link of the first screen prefetched its route while the page
// loaded: on /support/ 270 KB of RSC payload (the home page's two segments and /support/ itself),
// whose decoding took about 300 ms of a main thread slowed 4× (docs/performance.md 'What the gap is
// made of'). A link to the page it is on never prefetches; `prefetch={false}` (the menu's, which
// prefetches its routes when it opens) stays off.
import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { useState, type ComponentProps } from 'react';

type LinkProps = ComponentProps<typeof NextLink>;

/** Whether `href` points at the page at `pathname` (its query and fragment aside). */
export function isSamePage(href: LinkProps['href'], pathname: string | null): boolean {
  if (typeof href !== 'string' || pathname === null) return false;
  if (href.startsWith('#') || href.startsWith('?')) return true;
  return href.replace(/[?#].*$/, '') === pathname;
}

export function Link({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const pathname = usePathname();
  const [intent, setIntent] = useState(false);
  const allowed = prefetch !== false && !isSamePage(props.href, pathname);
  const show = () => {
    if (allowed && !intent) setIntent(true);
  };
  return (
    <NextLink
      {...props}
      // null is next/link's own default: prefetch now that the link is wanted and in view.
      prefetch={allowed && intent ? (prefetch ?? null) : false}
      onMouseEnter={(event) => {
        show();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        show();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        show();
        onFocus?.(event);
      }}
    />
  );
}
