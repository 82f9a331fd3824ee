// A ready-made solution in a grid: image, title, a short excerpt and 'Подробнее'.
import { Link } from '@/components/ui/Link';
import { typograph } from '@/lib/text/typograph';
import { truncate } from '@/lib/format';
import { htmlToText } from '@/lib/text/plain';
import type { SolutionCard as SolutionCardData } from '@/lib/wp/schemas';
import { CardImage } from './CardImage';
import { solutionPath } from '@/lib/paths';
import styles from './Card.module.scss';

export const SOLUTION_CARD_SIZES = '(max-width: 640px) 90vw, (max-width: 1024px) 45vw, 28vw';
const EXCERPT_LENGTH = 160;

export type SolutionCardProps = {
  item: SolutionCardData;
  headingLevel?: 2 | 3;
  sizes?: string;
};

export function SolutionCard({
  item,
  headingLevel = 3,
  sizes = SOLUTION_CARD_SIZES,
}: SolutionCardProps) {
  const Heading = `h${headingLevel}` as const;
  const excerpt = truncate(htmlToText(item.excerpt), EXCERPT_LENGTH);
  return (
    <article className={styles.card}>
      <CardImage
        image={item.image}
        alt={`Решение «${item.title}»`}
        fallback={item.title}
        sizes={sizes}
        ratio="3 / 2"
      />
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link className={styles.link} href={solutionPath(item.slug)}>
            {typograph(item.title)}
          </Link>
        </Heading>
        {excerpt ? <p className={styles.excerpt}>{typograph(excerpt)}</p> : null}
        <span className={styles.more} aria-hidden="true">
          Подробнее
          <svg viewBox="0 0 24 24" focusable="false">
            <path d="M4 12h15m-6-6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </span>
      </div>
    </article>
  );
}
