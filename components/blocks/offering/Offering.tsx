// offering (SPEC 2.9): client and year, tasks, what we offered, and the case's technologies.
import { BlockTitle, Section } from '../shared/Section';
import { plain, plainList } from '@/lib/text/plain';
import { blockLandmark } from '../landmarks';
import type { BlockProps } from '../types';
import styles from './Offering.module.scss';

export function Offering({ block, context, id, label }: BlockProps<'offering'>) {
  const technologies = plainList(context.technologies);
  const client = plain(block.client);
  const year = plain(block.year);
  const tasks = plainList(block.task);
  const offers = plainList(block.offer);
  return (
    <Section
      type="offering"
      id={id}
      defaultTone="dark"
      label={label ?? blockLandmark(block, context)}
      colors={{ bg: block.bg_color, title: block.title_color, text: block.text_color }}
    >
      {client || year ? (
        <dl className={styles.facts}>
          {client ? (
            <div className={styles.fact}>
              <dt>Клиент</dt>
              <dd>{client}</dd>
            </div>
          ) : null}
          {year ? (
            <div className={styles.fact}>
              <dt>Год</dt>
              <dd>{year}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <div className={styles.columns}>
        {tasks.length > 0 ? (
          <div className={styles.column}>
            <BlockTitle className={styles.heading}>
              {plain(block.task_title) ?? 'Задача'}
            </BlockTitle>
            <ol className={styles.tasks}>
              {tasks.map((task, i) => (
                <li key={i}>{task}</li>
              ))}
            </ol>
          </div>
        ) : null}
        {offers.length > 0 ? (
          <div className={styles.column}>
            <BlockTitle className={styles.heading}>
              {plain(block.offering_title) ?? 'Что мы предложили'}
            </BlockTitle>
            <ul className={styles.offers}>
              {offers.map((offer, i) => (
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
