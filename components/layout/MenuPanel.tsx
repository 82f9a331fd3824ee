'use client';
// The menu's client shell (SPEC 2.3): open state, focus trap, Escape, scroll lock (UiProvider), and
// closing on a link to a page of the site or on a navigation that went around it (the back button). The contents are
// server-rendered children (Menu.tsx): ~40 links and their icons ship as HTML, not as code. Closed,
// the panel still intersects the viewport, so its links never prefetch on their own (prefetch=
// false) and prefetching ~20 routes on every page load is left to the moment it opens.
import clsx from 'clsx';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { closeOnSiteLink } from './closeOnSiteLink';
import { MENU_ID } from './Header';
import styles from './Menu.module.scss';
import { useUi } from './UiProvider';
import { useLazyFocusTrap, type TrapOptions } from './useLazyFocusTrap';

const TRAP_OPTIONS: TrapOptions = {
  allowOutsideClick: true,
  fallbackFocus: `#${MENU_ID}`,
  // Visibility is decided by `active`, not by layout (also keeps it working in jsdom).
  tabbableOptions: { displayCheck: 'none' },
};

export function MenuPanel({ children }: { children: ReactNode }) {
  const { menuOpen, closeMenu } = useUi();
  const router = useRouter();
  const pathname = usePathname();
  const firstPath = useRef(pathname);
  const panel = useRef<HTMLDivElement>(null);
  useLazyFocusTrap(panel, menuOpen, closeMenu, TRAP_OPTIONS);

  // A navigation that did not go through a menu link (back button) closes the menu too.
  useEffect(() => {
    if (pathname !== firstPath.current) {
      firstPath.current = pathname;
      closeMenu();
    }
  }, [pathname, closeMenu]);

  // Open, the menu's routes are a click away: prefetch them as Next would prefetch visible links.
  useEffect(() => {
    if (!menuOpen || !panel.current) return;
    for (const link of panel.current.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
      router.prefetch(link.getAttribute('href') ?? '/');
    }
  }, [menuOpen, router]);

  return (
    // The click handler only observes link clicks bubbling up; it adds no interaction of its own.
    <div
      ref={panel}
      id={MENU_ID}
      className={clsx(styles.menu, menuOpen && styles.open)}
      role="dialog"
      aria-modal={menuOpen || undefined}
      aria-label="Меню сайта"
      inert={!menuOpen}
      tabIndex={-1}
      onClick={closeOnSiteLink(closeMenu)}
    >
      <div className={styles.inner}>
        <button type="button" className={styles.close} onClick={closeMenu}>
          Закрыть меню
        </button>
        {children}
      </div>
    </div>
  );
}
