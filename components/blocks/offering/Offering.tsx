// offering (SPEC 2.9): client and year, tasks, what we offered, and the case's technologies.
import { BlockTitle, Section } from '../shared/Section';
import type { BlockProps } from '../types';
import styles from './Offering.module.scss';

export function Offering({ block, context, id }: BlockProps<'offering'>) {
  const { technologies } = context;
  return (
    <Section
      type="offering"
      id={id}
      defaultTone="dark"
      label="О проекте"
      colors={{ bg: block.bg_color, title: block.title_color, text: block.text_color }}
    >
      {block.client || block.year ? (
        <dl className={styles.facts}>
          {block.client ? (
            <div className={styles.fact}>
              <dt>Клиент</dt>
              <dd>{block.client}</dd>
            </div>
          ) : null}
          {block.year ? (
            <div className={styles.fact}>
              <dt>Год</dt>
              <dd>{block.year}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <div className={styles.columns}>
        {block.task.length > 0 || block.task_title ? (
          <div className={styles.column}>
            <BlockTitle className={styles.heading}>{block.task_title ?? 'Задача'}</BlockTitle>
            <ol className={styles.tasks}>
              {block.task.map((task, i) => (
                <li key={i}>{task}</li>
              ))}
            </ol>
          </div>
        ) : null}
        {block.offer.length > 0 || block.offering_title ? (
          <div className={styles.column}>
            <BlockTitle className={styles.heading}>
              {block.offering_title ?? 'Что мы предложили'}
            </BlockTitle>
            <ul className={styles.offers}>
              {block.offer.map((offer, i) => (
                <li key={i}>{offer}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {technologies.length > 0 ? (
        <div className={styles.tech}>
          <h3 className={styles.techTitle}>Технологии</h3>
          <ul className={styles.techList}>
            {technologies.map((tech) => (
              <li key={tech}>{tech}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </Section>
  );
}
