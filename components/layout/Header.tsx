'use client';
// Global header (SPEC 2.2): Call + messenger on the left, logo in the centre, e-mail + burger on
// the right; 'scrolled' at 50px; a dark variant on the case detail page.
import clsx from 'clsx';
import { Link } from '@/components/ui/Link';
import { usePathname } from 'next/navigation';
import { Logo } from '@/components/ui/Logo';
import type { PublicContacts } from '@/lib/layout/contacts';
import { isDarkHeaderPath } from '@/lib/layout/scroll-state';
import styles from './Header.module.scss';
import { useUi } from './UiProvider';
import { useScrolled } from './useScrolled';

export const MENU_ID = 'site-menu';
/** The header's id: a page may opt in to 'skip on scroll' by setting data-hidden on it (SPEC 2.2). */
export const HEADER_ID = 'site-header';

export function Header({ contacts }: { contacts: PublicContacts }) {
  const { menuOpen, toggleMenu, openModal } = useUi();
  const scrolled = useScrolled();
  const dark = isDarkHeaderPath(usePathname());

  return (
    <header
      id={HEADER_ID}
      className={clsx(
        styles.header,
        scrolled && styles.scrolled,
        dark && styles.dark,
        menuOpen && styles.menuOpen,
      )}
      data-scrolled={scrolled || undefined}
      data-variant={dark ? 'dark' : 'default'}
    >
      <div className={styles.inner}>
        <div className={styles.left}>
          <button
            type="button"
            className={styles.action}
            onClick={openModal}
            aria-haspopup="dialog"
          >
            Позвонить
          </button>
          <a
            className={styles.link}
            href={contacts.messengerUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            Написать в {contacts.messengerName}
          </a>
        </div>
        <Link href="/" className={styles.logo} aria-label="Орбита — на главную">
          <Logo />
        </Link>
        <div className={styles.right}>
          <a className={styles.link} href={`mailto:${contacts.email}`}>
            Написать на почту
          </a>
          <button
            type="button"
            className={clsx(styles.burger, menuOpen && styles.burgerOpen)}
            onClick={toggleMenu}
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            aria-label={menuOpen ? 'Закрыть меню' : 'Открыть меню'}
          >
            <span />
            <span />
            <span />
          </button>
        </div>
      </div>
    </header>
  );
}
