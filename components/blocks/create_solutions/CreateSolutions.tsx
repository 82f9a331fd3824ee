// create_solutions (SPEC 2.9): rendered only when show is true; the page's create_solution options
// (colours, title with its span, technologies) frame one of the four fixed promos by category.
import { Img } from '@/components/ui/Img';
import type { CSSProperties } from 'react';
import { ButtonLink } from '@/components/ui/Button';
import { MIN_LARGE_TEXT_CONTRAST, readableText, surfaceOf } from '@/lib/case/color';
import { COLORS, IMAGE_QUALITY } from '@/lib/constants';
import { BlockTitle, Section } from '../shared/Section';
import { plain, plainList } from '@/lib/text/plain';
import { blockLandmark } from '../landmarks';
import type { BlockProps } from '../types';
import styles from './CreateSolutions.module.scss';
import { PROMOS } from './promos';

export function CreateSolutions({ block, context, id, label }: BlockProps<'create_solutions'>) {
  if (!block.show) return null;
  const options = context.createSolution;
  const promo = PROMOS[block.category];
  const title = plain(options?.title) ?? 'Создадим похожий проект';
  const span = plain(options?.title_span);
  const technologies = plainList(options?.technologies.map((t) => t.technology) ?? []);
  const bg = options?.bg_color ?? COLORS.backdrop;
  // The span is part of the large title (3:1 is enough); the chips are small text (4.5:1).
  const surface = surfaceOf(bg, 'dark');
  const style = {
    '--span': readableText(
      options?.span_color ?? COLORS.accentSecondary,
      surface,
      MIN_LARGE_TEXT_CONTRAST,
    ),
    '--tech': readableText(options?.tech_color ?? COLORS.accent, surface),
  } as CSSProperties;
  return (
    <Section
      type="create_solutions"
      id={id}
      defaultTone="dark"
      label={label ?? blockLandmark(block, context)}
      colors={{ bg, text: options?.text_color }}
    >
      <div className={styles.wrap} style={style} data-category={block.category}>
        <BlockTitle className={styles.title}>
          {title}
          {span ? (
            <>
              {' '}
              <span className={styles.span}>{span}</span>
            </>
          ) : null}
        </BlockTitle>
        {technologies.length > 0 ? (
          <ul className={styles.tech} aria-label="Технологии">
            {technologies.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        ) : null}
        <article className={styles.promo}>
          <Img
            src={promo.image.src}
            width={promo.image.width}
            height={promo.image.height}
            alt={promo.image.alt}
            quality={IMAGE_QUALITY}
            sizes="(max-width: 768px) 90vw, 40vw"
            className={styles.image}
          />
          <div className={styles.body}>
            <h3 className={styles.promoTitle}>{promo.title}</h3>
            <ul className={styles.bullets}>
              {promo.bullets.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
            <ButtonLink href={promo.href} arrow className={styles.more}>
              Подробнее
            </ButtonLink>
          </div>
        </article>
      </div>
    </Section>
  );
}
