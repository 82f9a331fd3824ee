// What a personal account can do (SPEC 2.10 section 6): nine items with an icon each.
import { Img } from '@/components/ui/Img';
import { SectionShell } from '@/components/sections/page/SectionShell';
import type { SupportLanding } from '@/content/landings/types';
import styles from './SupportSections.module.scss';

const ICON_SIZE = 32;

export function Functionality({ block }: { block: SupportLanding['functionality'] }) {
  return (
    <SectionShell id="functionality" title={block.title} lead={block.subtitle} layout="stacked">
      <ul className={styles.features}>
        {block.items.map((item) => (
          <li key={item.title} className={styles.feature}>
            <Img src={item.icon} alt="" width={ICON_SIZE} height={ICON_SIZE} unoptimized />
            <h3 className={styles.featureTitle}>{item.title}</h3>
            <p className={styles.text}>{item.text}</p>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
