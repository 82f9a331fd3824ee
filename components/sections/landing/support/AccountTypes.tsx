// #types (SPEC 2.10 section 4): a card per kind of personal account.
import { Img } from '@/components/ui/Img';
import { SectionShell } from '@/components/sections/page/SectionShell';
import type { SupportLanding } from '@/content/landings/types';
import styles from './SupportSections.module.scss';

const ICON_SIZE = 40;

export function AccountTypes({ block }: { block: SupportLanding['types'] }) {
  return (
    <SectionShell id="types" title={block.title} lead={block.subtitle} layout="stacked">
      <ul className={styles.cards}>
        {block.items.map((item) => (
          <li key={item.id} className={styles.card}>
            <Img src={item.icon} alt="" width={ICON_SIZE} height={ICON_SIZE} unoptimized />
            <h3 className={styles.cardTitle}>{item.title}</h3>
            <p className={styles.text}>{item.text}</p>
            <ul className={styles.points}>
              {item.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
