// 'Для кого ведем разработку': one card per kind of sports organisation; a selected card is
// highlighted (and says so to screen readers).
import clsx from 'clsx';
import { Img } from '@/components/ui/Img';
import { HomeSection } from '@/components/sections/home/HomeSection';
import type { SportCard, SportHeading } from '@/content/landings/sport-types';
import styles from './SportCards.module.scss';

const ICON_SIZE = 40;

export function SportCards({
  cards,
  heading,
}: {
  cards: readonly SportCard[];
  heading: SportHeading;
}) {
  return (
    <HomeSection id="for-whom" eyebrow="Клиенты" title={heading.title} lead={heading.lead}>
      <ul className={styles.grid}>
        {cards.map((card) => (
          <li
            key={card.id}
            className={clsx(styles.card, card.select && styles.selected)}
            data-selected={card.select ? 'true' : undefined}
          >
            <div className={styles.icons}>
              {card.icons.map((icon) => (
                <Img key={icon} src={icon} alt="" width={ICON_SIZE} height={ICON_SIZE} />
              ))}
              {card.select ? <span className={styles.badge}>Чаще всего</span> : null}
            </div>
            <h3 className={styles.title}>{card.title}</h3>
            <ul className={styles.list}>
              {card.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
