// Technologies in labelled groups; a technology with its own page links there.
import { Link } from '@/components/ui/Link';
import type { TechGroup } from '@/content/types';
import { SectionShell } from './SectionShell';
import styles from './TechList.module.scss';
import { pageIcons } from './pageIcons';
import { keepCompounds } from './keepCompounds';

export type TechListProps = {
  id: string;
  title: string;
  lead?: string;
  groups: TechGroup[];
  /** The page being rendered: its own technology is not linked to itself. */
  currentPath?: string;
};

export function TechList({ id, title, lead, groups, currentPath }: TechListProps) {
  return (
    <SectionShell id={id} title={title} lead={lead}>
      <div className={styles.groups}>
        {groups.map((group) => (
          <div key={group.title} className={styles.group}>
            <h3 className={styles.title}>{keepCompounds(group.title)}</h3>
            <ul className={styles.items}>
              {group.items.map((item) => {
                const href = item.slug ? `/${item.slug}/` : undefined;
                const Icon = item.slug ? pageIcons[item.slug] : null;
                const label = (
                  <>
                    {Icon ? <Icon size={18} className={styles.icon} /> : null}
                    {item.name}
                  </>
                );
                return (
                  <li key={item.name}>
                    {href && href !== currentPath ? (
                      <Link href={href} className={`${styles.item} ${styles.linked}`}>
                        {label}
                      </Link>
                    ) : (
                      <span className={styles.item}>{label}</span>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </SectionShell>
  );
}
