// The one error design (SPEC 2.6): two large '4's with the hero ('error' variant) between them,
// the title, the text and the 'На главную страницу' button. Used by not-found, error, global-error.
// Server-rendered with its CSS in the page. It also rides, unrendered, in every page's payload (the
// root not-found boundary), hence the lazy hero.
import { LazyHero } from '@/components/canvas/hero/LazyHero';
import { ButtonLink } from '@/components/ui/Button';
import { ERROR_TEXT } from '@/lib/errors';
import styles from './ErrorScreen.module.scss';

export function ErrorScreen({ code }: { code?: number }) {
  return (
    <section className={styles.screen} data-error-code={code}>
      <div className={styles.stage} aria-hidden="true">
        <span className={styles.digit}>4</span>
        <div className={styles.element}>
          <LazyHero variant="error" />
        </div>
        <span className={styles.digit}>4</span>
      </div>
      <div className={styles.copy}>
        <h1 className={styles.title}>{ERROR_TEXT.title}</h1>
        <p className={styles.text}>{ERROR_TEXT.text}</p>
        <ButtonLink href="/" arrow>
          {ERROR_TEXT.button}
        </ButtonLink>
      </div>
    </section>
  );
}
