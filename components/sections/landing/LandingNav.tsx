'use client';
// The landing pages' sticky section bar (SPEC 2.2, 2.10): anchor links to the page's sections and
// one highlighted call to action; with `skipHeader` the global header hides while scrolling down.
import clsx from 'clsx';
import type { LandingLink } from '@/content/landings/types';
import styles from './LandingNav.module.scss';
import { useHeaderSkip } from './useHeaderSkip';

export type LandingNavProps = {
  label: string;
  links: readonly LandingLink[];
  cta: LandingLink;
};

export function LandingNav({ label, links, cta }: LandingNavProps) {
  const headerHidden = useHeaderSkip();
  return (
    <nav
      className={clsx(styles.nav, headerHidden && styles.headerHidden)}
      aria-label={label}
      data-landing-nav=""
    >
      <div className={styles.inner}>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.href}>
              <a className={styles.link} href={link.href}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <a className={styles.cta} href={cta.href}>
          {cta.label}
        </a>
      </div>
    </nav>
  );
}
