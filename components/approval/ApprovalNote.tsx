// The approval page when it shows no draft: a title, a sentence and the ways on. Server component.
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/Button';
import { CONTACTS_PATH, HOME_PATH } from '@/lib/paths';
import styles from './ApprovalNote.module.scss';

type Props = {
  title: string;
  children: ReactNode;
  /** Marks the note for tests and styles: `gone` or `preview`. */
  kind: 'gone' | 'preview';
};

export function ApprovalNote({ title, children, kind }: Props) {
  return (
    <section className={styles.note} data-approval-note={kind}>
      <div className={styles.inner}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{children}</p>
        <div className={styles.links}>
          <ButtonLink href={CONTACTS_PATH} arrow>
            Связаться со студией
          </ButtonLink>
          <ButtonLink href={HOME_PATH} variant="outline">
            На главную страницу
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
