// Full-screen menu (SPEC 2.3), server-rendered: the site map in the HTML while closed (inert), so
// crawlers see it, and no code for its ~40 links and icons. MenuPanel is the client shell: open
// state, focus trap, Escape, closing on any link, and prefetching the routes once it opens.
import { Link } from '@/components/ui/Link';
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
import styles from './Menu.module.scss';
import { MenuPanel } from './MenuPanel';

export function Menu({
  counts,
  contacts,
}: {
  counts: HeaderCounts | null;
  contacts: PublicContacts;
}) {
  /** One entry of the four lists. */
  const itemLink = (href: string, content: React.ReactNode) => (
    <Link href={href} className={styles.item} prefetch={false}>
      {content}
    </Link>
  );

  return (
    <MenuPanel>
      <nav aria-label="Разделы" className={styles.top}>
        {TOP_LINKS.map((link) => {
          const count = countFor(link, counts);
          return (
            <Link key={link.href} href={link.href} className={styles.pill} prefetch={false}>
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
    </MenuPanel>
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
