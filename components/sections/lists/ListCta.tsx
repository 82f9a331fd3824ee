// A closing call to action under a list: one line of pitch, the contacts modal and the contacts page.
import { ContactsTrigger } from '@/components/layout/ContactsTrigger';
import { ButtonLink } from '@/components/ui/Button';
import { typograph } from '@/lib/text/typograph';
import styles from './ListCta.module.scss';

export function ListCta({ title, text }: { title: string; text: string }) {
  return (
    <aside className={styles.cta} aria-label="Обсудить проект">
      <div className={styles.copy}>
        <h2 className={styles.title}>{typograph(title)}</h2>
        <p className={styles.text}>{typograph(text)}</p>
      </div>
      <div className={styles.actions}>
        <ContactsTrigger variant="filled" arrow>
          Обсудить проект
        </ContactsTrigger>
        <ButtonLink href="/contacts/" variant="outline">
          Все контакты
        </ButtonLink>
      </div>
    </aside>
  );
}
