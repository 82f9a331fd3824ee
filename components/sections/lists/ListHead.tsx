// The head of a WordPress-driven list page: eyebrow, h1 and an intro beside it.
import { typograph } from '@/lib/text/typograph';
import styles from './Lists.module.scss';

export function ListHead({
  eyebrow,
  title,
  intro,
}: {
  eyebrow: string;
  title: string;
  intro: string;
}) {
  return (
    <header className={styles.head}>
      <div>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title}>{typograph(title)}</h1>
      </div>
      <p className={styles.intro}>{typograph(intro)}</p>
    </header>
  );
}
