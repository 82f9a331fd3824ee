// Keeps short hyphenated compounds («веб-разработка», «плей-офф») on one line in headings,
// where a break after the hyphen looks worst; long ones may still break so narrow screens fit.
import type { ReactNode } from 'react';
import styles from './keepCompounds.module.scss';

const COMPOUND = /([^\s-]+(?:-[^\s-]+)+)/;
const MAX_LENGTH = 14;
const SHORT_PART = 4;

function isShortCompound(word: string): boolean {
  return word.length <= MAX_LENGTH && word.split('-').some((part) => part.length <= SHORT_PART);
}

export function keepCompounds(text: string): ReactNode {
  const parts = text.split(COMPOUND);
  if (parts.length === 1) return text;
  // split() with a capture group puts the compounds at the odd indexes.
  return parts.map((part, index) =>
    index % 2 === 1 && isShortCompound(part) ? (
      <span key={index} className={styles.nowrap}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
