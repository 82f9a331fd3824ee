// The closing call to action of a content page.
import { ContactsTrigger } from '@/components/layout/ContactsTrigger';
import { ButtonLink } from '@/components/ui/Button';
import styles from './Cta.module.scss';
import { keepCompounds } from './keepCompounds';

export type CtaProps = { title: string; text: string; button: string };

export function Cta({ title, text, button }: CtaProps) {
  return (
    <section className={styles.cta} aria-labelledby="page-cta-title">
      <div className={styles.inner}>
        <div className={styles.panel}>
          <h2 id="page-cta-title" className={styles.title}>
            {keepCompounds(title)}
          </h2>
          <p className={styles.text}>{text}</p>
          <div className={styles.actions}>
            <ContactsTrigger variant="filled" arrow>
              {button}
            </ContactsTrigger>
            <ButtonLink href="/contacts/" variant="text" arrow>
              Все контакты студии
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
