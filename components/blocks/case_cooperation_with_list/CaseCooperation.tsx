// case_cooperation_with_list (SPEC 2.9): how the cooperation goes on — a badge 'Сотрудничество',
// a title and paragraphs on a cooperation_bg card over bg_img, with a wave in wave_color at the
// bottom edge only when show_wave is true.
import clsx from 'clsx';
import { Img } from '@/components/ui/Img';
import type { CSSProperties } from 'react';
import { readableText, surfaceOf, toneOf } from '@/lib/case/color';
import { IMAGE_QUALITY } from '@/lib/constants';
import { imageAlt } from '../shared/BlockImage';
import { richHtml } from '../shared/Rich';
import { BlockTitle, Section } from '../shared/Section';
import { plain } from '@/lib/text/plain';
import { blockLandmark } from '../landmarks';
import type { BlockProps } from '../types';
import styles from './CaseCooperation.module.scss';

export const COOPERATION_BADGE = 'Сотрудничество';

export function CaseCooperation({
  block,
  context,
  id,
  label,
}: BlockProps<'case_cooperation_with_list'>) {
  const title = plain(block.title) ?? 'Сотрудничество продолжается';
  const items = block.content.map(richHtml).filter(Boolean);
  const cardTone = toneOf(block.cooperation_bg) ?? (block.bg_img ? 'dark' : 'light');
  // The card's text is checked against the card (never against the photo behind it).
  const cardSurface = surfaceOf(block.cooperation_bg, cardTone);
  const card = {
    ...(block.cooperation_bg ? { '--card-bg': block.cooperation_bg } : {}),
    ...(block.text_color ? { '--card-text': readableText(block.text_color, cardSurface) } : {}),
  } as CSSProperties;
  return (
    <Section
      type="case_cooperation_with_list"
      id={id}
      bleed
      label={label ?? blockLandmark(block, context)}
      className={styles.section}
    >
      {block.bg_img ? (
        <Img
          src={block.bg_img.url}
          alt={imageAlt(block.bg_img, `${context.caseTitle}: фоновое изображение`)}
          fill
          sizes="100vw"
          quality={IMAGE_QUALITY}
          className={styles.background}
        />
      ) : null}
      <div className={styles.container}>
        <div className={clsx(styles.card, styles[cardTone])} style={card}>
          <span className={styles.badge}>{COOPERATION_BADGE}</span>
          <BlockTitle className={styles.title}>{title}</BlockTitle>
          {items.length > 0 ? (
            <ul className={styles.list}>
              {items.map((html, i) => (
                <li key={i} dangerouslySetInnerHTML={{ __html: html }} />
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      {block.show_wave ? (
        <svg
          className={styles.wave}
          viewBox="0 0 1440 120"
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
          data-wave=""
        >
          <path
            d="M0 64c120-34 240-50 360-36s240 60 360 62 240-40 360-58 240 4 360 26v62H0Z"
            fill={block.wave_color}
          />
        </svg>
      ) : null}
    </Section>
  );
}
