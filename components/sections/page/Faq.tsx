// Questions and answers on native details/summary: works without JavaScript, keyboard included.
import type { FaqItem } from '@/content/types';
import styles from './Faq.module.scss';
import { SectionShell } from './SectionShell';
import { keepCompounds } from './keepCompounds';

export type FaqProps = { id: string; title: string; lead?: string; items: FaqItem[] };

export function Faq({ id, title, lead, items }: FaqProps) {
  return (
    <SectionShell id={id} title={title} lead={lead}>
      <div className={styles.list}>
        {items.map((item) => (
          <details key={item.question} className={styles.item}>
            <summary className={styles.question}>
              <span>{keepCompounds(item.question)}</span>
              <span className={styles.icon} aria-hidden="true" />
            </summary>
            <p className={styles.answer}>{item.answer}</p>
          </details>
        ))}
      </div>
    </SectionShell>
  );
}
