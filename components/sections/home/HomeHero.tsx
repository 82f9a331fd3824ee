// The home page's first screen: the heading and lead above the main animated element (SPEC 2.7).
import { Hero } from '@/components/canvas/hero/Hero';
import { ContactsTrigger } from '@/components/layout/ContactsTrigger';
import { ButtonLink } from '@/components/ui/Button';
import { HERO } from './content';
import styles from './HomeHero.module.scss';

export function HomeHero() {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.text}>
        <p className={styles.eyebrow}>{HERO.eyebrow}</p>
        <h1 id="home-title" className={styles.title}>
          {HERO.title}
        </h1>
        <div className={styles.aside}>
          <p className={styles.lead}>{HERO.lead}</p>
          <div className={styles.actions}>
            <ContactsTrigger variant="filled" arrow>
              Обсудить проект
            </ContactsTrigger>
            <ButtonLink href="/cases/" variant="outline">
              Смотреть кейсы
            </ButtonLink>
          </div>
        </div>
      </div>
      <Hero variant="default" className={styles.element} />
    </section>
  );
}
