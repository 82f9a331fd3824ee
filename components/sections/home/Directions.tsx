// The industry directions of the menu (SPEC 2.3), each a tile with its icon and a line of text.
import { Link } from '@/components/ui/Link';
import { directionIcons } from '@/components/ui/icons';
import { DIRECTIONS } from '@/lib/navigation';
import { DIRECTION_TEXT } from './content';
import { HomeSection } from './HomeSection';
import styles from './Directions.module.scss';

export function Directions() {
  return (
    <HomeSection
      id="directions"
      eyebrow="Направления"
      title="Знаем отрасли, для которых делаем продукты"
      lead="Понимаем, как устроены продажи, билеты, доставка и работа с клиентами в каждой из них, — и не тратим ваш бюджет на азбуку."
    >
      <ul className={styles.grid}>
        {DIRECTIONS.map((direction) => {
          const Icon = directionIcons[direction.icon];
          return (
            <li key={direction.href} className={styles.item}>
              <Icon size={32} className={styles.icon} />
              <h3 className={styles.title}>
                <Link href={direction.href} className={styles.link}>
                  {direction.label}
                </Link>
              </h3>
              <p className={styles.text}>{DIRECTION_TEXT[direction.icon]}</p>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
