// A numbered process: stages of work, each optionally linking to its own page.
import { Link } from '@/components/ui/Link';
import type { Step } from '@/content/types';
import { SectionShell } from './SectionShell';
import styles from './Steps.module.scss';
import { keepCompounds } from './keepCompounds';

export type StepsProps = { id: string; title: string; lead?: string; items: Step[] };

export function Steps({ id, title, lead, items }: StepsProps) {
  return (
    <SectionShell id={id} title={title} lead={lead}>
      <ol className={styles.list}>
        {items.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <div className={styles.content}>
              <h3 className={styles.title}>
                {step.href ? (
                  <Link href={step.href} className={styles.link}>
                    {keepCompounds(step.title)}
                    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                      <path
                        d="M4 12h15m-6-6 6 6-6 6"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                      />
                    </svg>
                  </Link>
                ) : (
                  keepCompounds(step.title)
                )}
              </h3>
              <p className={styles.text}>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </SectionShell>
  );
}
