// morphing_link (SPEC 2.9): a link (new tab) labelled link_text inside a slowly morphing shape in
// elem_color, on bg_color.
import type { CSSProperties } from 'react';
import { toneOf } from '@/lib/case/color';
import { parseOuterLink } from '@/lib/case/outer-link';
import { Section } from '../shared/Section';
import { plain } from '@/lib/text/plain';
import { blockLandmark } from '../landmarks';
import type { BlockProps } from '../types';
import styles from './MorphingLink.module.scss';

export function MorphingLink({ block, id, context, label }: BlockProps<'morphing_link'>) {
  const link = parseOuterLink(block.link);
  if (!link) return null;
  const text = plain(block.link_text) ?? link.host;
  const elemTone = toneOf(block.elem_color) ?? 'light';
  const style = {
    ...(block.elem_color ? { '--elem': block.elem_color } : {}),
    '--elem-text': elemTone === 'dark' ? '#ffffff' : '#111111',
  } as CSSProperties;
  return (
    <Section
      type="morphing_link"
      id={id}
      label={label ?? blockLandmark(block, context)}
      colors={{ bg: block.bg_color }}
    >
      <div className={styles.stage} style={style}>
        <span className={styles.blob} aria-hidden="true" />
        <a className={styles.link} href={link.href} target="_blank" rel="noopener noreferrer">
          <span className={styles.text}>{text}</span>
          <svg className={styles.arrow} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M7 17 17 7M8 7h9v9" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </a>
      </div>
    </Section>
  );
}
