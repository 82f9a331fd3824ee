// Prose with an optional checklist: who we are, why a technology, what the client gets.
import { SectionShell } from './SectionShell';
import styles from './TextBlock.module.scss';
import { keepCompounds } from './keepCompounds';

export type TextBlockProps = {
  id: string;
  title: string;
  lead?: string;
  paragraphs: string[];
  bullets?: string[];
};

export function TextBlock({ id, title, lead, paragraphs, bullets }: TextBlockProps) {
  return (
    <SectionShell id={id} title={title} lead={lead}>
      <div className={styles.prose}>
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
      {bullets?.length ? (
        <ul className={styles.bullets}>
          {bullets.map((text) => (
            <li key={text}>{keepCompounds(text)}</li>
          ))}
        </ul>
      ) : null}
    </SectionShell>
  );
}
