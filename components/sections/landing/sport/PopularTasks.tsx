// Popular tasks: what clients ask for most, one icon tile each.
import { Img } from '@/components/ui/Img';
import { HomeSection } from '@/components/sections/home/HomeSection';
import type { SportHeading, SportPopularTask } from '@/content/landings/sport-types';
import styles from './PopularTasks.module.scss';

const ICON_SIZE = 48;

export function PopularTasks({
  tasks,
  heading,
}: {
  tasks: readonly SportPopularTask[];
  heading: SportHeading;
}) {
  return (
    <HomeSection id="popular-tasks" eyebrow="Задачи" title={heading.title} lead={heading.lead}>
      <ul className={styles.grid}>
        {tasks.map((task) => (
          <li key={task.id} className={styles.tile}>
            <Img src={task.icon} alt="" width={ICON_SIZE} height={ICON_SIZE} />
            <p className={styles.text}>{task.text}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
