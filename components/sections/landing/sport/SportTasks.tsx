// Tasks: what the studio takes on, as a numbered list.
import { HomeSection } from '@/components/sections/home/HomeSection';
import type { SportTasks as SportTasksContent } from '@/content/landings/sport-types';
import styles from './SportTasks.module.scss';

export function SportTasks({ content }: { content: SportTasksContent }) {
  return (
    <HomeSection id="tasks" eyebrow="Под ключ" title={content.title} lead={content.text}>
      <ol className={styles.list}>
        {content.tasks.map((task, i) => (
          <li key={task} className={styles.item}>
            <span className={styles.number} aria-hidden="true">
              {i + 1}
            </span>
            <span>{task}</span>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
