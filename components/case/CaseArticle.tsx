// The case page frame: white page, reading progress, the head, the content and the neighbours,
// with the waves background behind the closing part.
import type { ReactNode } from 'react';
import styles from './CaseArticle.module.scss';
import { CaseWaves } from './CaseWaves';
import { ReadingProgress } from './ReadingProgress';

export function CaseArticle({ children }: { children: ReactNode }) {
  return (
    <article className={styles.page} data-case-page="">
      <ReadingProgress />
      {children}
      <CaseWaves />
    </article>
  );
}
