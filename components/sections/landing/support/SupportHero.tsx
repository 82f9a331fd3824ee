// The landing's first screen (SPEC 2.10 section 2): the h1, the subtitle and two anchor actions.
import { ShiftBackground } from '@/components/canvas/shift/Shift';
import { ButtonLink } from '@/components/ui/Button';
import type { SupportLanding } from '@/content/landings/types';
import styles from './SupportHero.module.scss';

export function SupportHero({ hero }: { hero: SupportLanding['hero'] }) {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <ShiftBackground />
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{hero.eyebrow}</p>
        <h1 id="page-title" className={styles.title}>
          {hero.title}
        </h1>
        <p className={styles.subtitle}>{hero.subtitle}</p>
        <div className={styles.actions}>
          <ButtonLink href={hero.primary.href} variant="filled" arrow>
            {hero.primary.label}
          </ButtonLink>
          <ButtonLink href={hero.secondary.href} variant="outline">
            {hero.secondary.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
