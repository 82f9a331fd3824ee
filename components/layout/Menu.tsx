'use client';
// Full-screen menu (SPEC 2.3): locks scroll while open (UiProvider), traps focus, Escape and any
// link close it. Rendered in the HTML while closed (inert), so crawlers see the site map; its
// links prefetch only while it is open (closed, it still intersects the viewport, and prefetching
// its ~20 routes on every page load cost the visitor's data and the main thread).
import clsx from 'clsx';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { directionIcons, techIcons } from '@/components/ui/icons';
import type { PublicContacts } from '@/lib/layout/contacts';
import { telHref } from '@/lib/layout/contacts';
import {
  countFor,
  DIRECTIONS,
  MENU_SECTIONS,
  SERVICES,
  STAGES,
  TECHNOLOGIES,
  TOP_LINKS,
} from '@/lib/navigation';
import type { HeaderCounts } from '@/lib/wp/schemas';
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

export function Menu({
  counts,
  contacts,
}: {
  counts: HeaderCounts | null;
  contacts: PublicContacts;
}) {
  const { menuOpen, closeMenu } = useUi();
  const pathname = usePathname();
  const firstPath = useRef(pathname);
  const panel = useRef<HTMLDivElement>(null);
  useLazyFocusTrap(panel, menuOpen, closeMenu, TRAP_OPTIONS);
  // null: Next's default (prefetch in the viewport); false: never.
  const prefetch = menuOpen ? null : false;
  /** One entry of the four lists: closes the menu on the way. */
  const itemLink = (href: string, content: React.ReactNode) => (
    <Link href={href} className={styles.item} onClick={closeMenu} prefetch={prefetch}>
      {content}
    </Link>
  );

  // A navigation that did not go through a menu link (back button) closes the menu too.
  useEffect(() => {
    if (pathname !== firstPath.current) {
      firstPath.current = pathname;
      closeMenu();
    }
  }, [pathname, closeMenu]);

  return (
    <div
      ref={panel}
      id={MENU_ID}
      className={clsx(styles.menu, menuOpen && styles.open)}
      role="dialog"
      aria-modal={menuOpen || undefined}
      aria-label="Меню сайта"
      inert={!menuOpen}
      tabIndex={-1}
    >
      <div className={styles.inner}>
        <button type="button" className={styles.close} onClick={closeMenu}>
          Закрыть меню
        </button>
        <nav aria-label="Разделы" className={styles.top}>
          {TOP_LINKS.map((link) => {
            const count = countFor(link, counts);
            return (
              <Link
                key={link.href}
                href={link.href}
                className={styles.pill}
                onClick={closeMenu}
                prefetch={prefetch}
              >
                {link.label}
                {count !== undefined ? (
                  <sup className={styles.count} data-count={link.count}>
                    {count}
                  </sup>
                ) : null}
              </Link>
            );
          })}
        </nav>
        <div className={styles.grid}>
          <MenuSection title={MENU_SECTIONS.directions}>
            {DIRECTIONS.map((item) => {
              const Icon = directionIcons[item.icon];
              return (
                <li key={item.href}>
                  {itemLink(
                    item.href,
                    <>
                      <Icon className={styles.icon} />
                      {item.label}
                    </>,
                  )}
                </li>
              );
            })}
          </MenuSection>
          <MenuSection title={MENU_SECTIONS.services}>
            {SERVICES.map((item) => (
              <li key={item.href}>{itemLink(item.href, item.label)}</li>
            ))}
          </MenuSection>
          <MenuSection title={MENU_SECTIONS.technologies}>
            {TECHNOLOGIES.map((item) => {
              const Icon = techIcons[item.icon];
              return (
                <li key={item.label}>
                  {itemLink(
                    item.href,
                    <>
                      <Icon className={styles.icon} />
                      <span>{item.label}</span>{' '}
                      <span className={styles.category}>{item.category}</span>
                    </>,
                  )}
                </li>
              );
            })}
          </MenuSection>
          <MenuSection title={MENU_SECTIONS.stages} ordered>
            {STAGES.map((item, index) => (
              <li key={item.href}>
                {itemLink(
                  item.href,
                  <>
                    <span className={styles.stage}>{index + 1}</span> {item.label}
                  </>,
                )}
              </li>
            ))}
          </MenuSection>
        </div>
        <div className={styles.contacts}>
          <a href={telHref(contacts.phone)}>{contacts.phone}</a>
          <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
          <a href={contacts.messengerUrl} target="_blank" rel="noopener noreferrer">
            {contacts.messengerName}
          </a>
        </div>
      </div>
    </div>
  );
}

function MenuSection({
  title,
  ordered,
  children,
}: {
  title: string;
  ordered?: boolean;
  children: React.ReactNode;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{title}</h2>
      <List className={styles.list}>{children}</List>
    </section>
  );
}
