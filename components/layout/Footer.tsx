// Site footer (server component): sections, contacts and the studio's claims.
import { Link } from '@/components/ui/Link';
import { Logo } from '@/components/ui/Logo';
import { FIGURES } from '@/lib/constants';
import type { PublicContacts } from '@/lib/layout/contacts';
import { telHref } from '@/lib/layout/contacts';
import { DIRECTIONS, SERVICES, STAGES, TECHNOLOGIES, TOP_LINKS } from '@/lib/navigation';
import { PRIVACY_PATH } from '@/lib/paths';
import { OFFICE, SITE_LEGAL_NAME, SITE_TAGLINE } from '@/lib/site';
import styles from './Footer.module.scss';

const COLUMNS = [
  { title: 'Компания', links: TOP_LINKS },
  { title: 'Направления', links: DIRECTIONS },
  { title: 'Делаем', links: SERVICES },
  { title: 'Этапы разработки', links: STAGES },
  { title: 'Технологии', links: TECHNOLOGIES },
] as const;

export function Footer({ contacts }: { contacts: PublicContacts }) {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link href="/" className={styles.logo} aria-label="Орбита — на главную">
            <Logo />
          </Link>
          <p className={styles.tagline}>{SITE_TAGLINE}</p>
          <p className={styles.claims}>
            Аккредитованная ИТ-компания · более&nbsp;{FIGURES.yearsOfExperience}&nbsp;лет опыта
          </p>
        </div>
        <nav className={styles.columns} aria-label="Карта сайта">
          {COLUMNS.map((column) => (
            <div key={column.title}>
              <p className={styles.heading}>{column.title}</p>
              <ul>
                {column.links.map((link) => (
                  <li key={link.href + link.label}>
                    <Link href={link.href}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div>
            <p className={styles.heading}>Контакты</p>
            <ul>
              <li>
                <a href={telHref(contacts.phone)}>{contacts.phone}</a>
              </li>
              <li>
                <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
              </li>
              <li>
                <a href={contacts.messengerUrl} target="_blank" rel="noopener noreferrer">
                  {contacts.messengerName}
                </a>
              </li>
              <li className={styles.muted}>{OFFICE.address}</li>
            </ul>
          </div>
        </nav>
      </div>
      {/* The page's last row of links: the messenger launcher steps aside while it is on screen. */}
      <div className={styles.bottom} data-launcher-aside="">
        <p>
          © {year} {SITE_LEGAL_NAME}
        </p>
        <Link href={PRIVACY_PATH} className={styles.muted}>
          Политика обработки персональных данных
        </Link>
        <p className={styles.muted}>{OFFICE.hours}</p>
      </div>
    </footer>
  );
}
