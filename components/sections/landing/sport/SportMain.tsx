// The first screen of the sports landing: the animated h1, the lead, two actions and the partner
// logo strip.
import { Img } from '@/components/ui/Img';
import { ButtonLink } from '@/components/ui/Button';
import type { SportHeadline, SportPartner } from '@/content/landings/sport-types';
import { AnimatedTitle } from './AnimatedTitle';
import styles from './SportMain.module.scss';

/** The emblems' drawn size in the strip (the SVGs are 64×64). */
const EMBLEM_SIZE = 40;

export type SportMainProps = {
  headline: SportHeadline;
  partners: readonly SportPartner[];
  partnersLabel: string;
};

export function SportMain({ headline, partners, partnersLabel }: SportMainProps) {
  return (
    <section id="top" className={styles.main} aria-labelledby="sport-title">
      <div className={styles.inner}>
        <p className={styles.eyebrow}>Направление · Спорт</p>
        <AnimatedTitle id="sport-title" headline={headline} />
        <div className={styles.aside}>
          <p className={styles.lead}>{headline.lead}</p>
          <div className={styles.actions}>
            <ButtonLink href="#form" variant="filled" arrow>
              Обсудить проект
            </ButtonLink>
            <ButtonLink href="#cases" variant="outline">
              Смотреть кейсы
            </ButtonLink>
          </div>
        </div>
      </div>
      <div className={styles.partners}>
        <p id="sport-partners" className={styles.partnersLabel}>
          {partnersLabel}
        </p>
        <ul className={styles.strip} aria-labelledby="sport-partners">
          {partners.map((partner) => (
            <li key={partner.name} className={styles.partner}>
              <Img
                src={partner.image}
                alt=""
                width={EMBLEM_SIZE}
                height={EMBLEM_SIZE}
                className={styles.emblem}
              />
              <span>{partner.name}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
