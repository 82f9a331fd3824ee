// The page's one h1 in two line sets, desktop and mobile; CSS shows one (the other is
// display: none, so assistive tech reads one) and reveals its words in turn, without JavaScript.
import { Fragment, type CSSProperties } from 'react';
import type { SportHeadline } from '@/content/landings/sport-types';
import styles from './AnimatedTitle.module.scss';

function Lines({ lines, variant }: { lines: readonly string[]; variant: 'desktop' | 'mobile' }) {
  let index = 0;
  return (
    <span className={styles[variant]} data-variant={variant}>
      {lines.map((line, l) => (
        <span key={`${l}-${line}`} className={styles.line}>
          {line.split(' ').map((word, w) => (
            <Fragment key={`${w}-${word}`}>
              <span className={styles.word} style={{ '--word': index++ } as CSSProperties}>
                {word}
              </span>{' '}
            </Fragment>
          ))}
        </span>
      ))}
    </span>
  );
}

export function AnimatedTitle({ id, headline }: { id: string; headline: SportHeadline }) {
  return (
    <h1 id={id} className={styles.title}>
      <Lines lines={headline.desktop} variant="desktop" />
      <Lines lines={headline.mobile} variant="mobile" />
    </h1>
  );
}
