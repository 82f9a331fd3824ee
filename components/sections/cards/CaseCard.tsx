// A portfolio case in a grid: image, direction chips and the title, linking to /cases/{slug}/.
import { Link } from '@/components/ui/Link';
import { Chip } from '@/components/ui/Chip';
import { typograph } from '@/lib/text/typograph';
import type { CaseCard as CaseCardData } from '@/lib/wp/schemas';
import { CardImage } from './CardImage';
import { casePath } from '@/lib/paths';
import styles from './Card.module.scss';

export const CASE_CARD_SIZES = '(max-width: 640px) 90vw, (max-width: 1024px) 45vw, 42vw';

export type CaseCardProps = {
  item: CaseCardData;
  /** Heading level inside the page outline (h2 on a list page, h3 inside a section). */
  headingLevel?: 2 | 3;
  sizes?: string;
  priority?: boolean;
};

export function CaseCard({
  item,
  headingLevel = 3,
  sizes = CASE_CARD_SIZES,
  priority,
}: CaseCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <CardImage
        image={item.image}
        alt={`Проект «${item.title}»`}
        fallback={item.title}
        sizes={sizes}
        ratio="4 / 3"
        priority={priority}
      />
      <div className={styles.body}>
        {item.directions.length > 0 ? (
          <ul className={styles.chips} aria-label="Направления">
            {item.directions.map((direction) => (
              <li key={direction.id}>
                <Chip>{direction.title}</Chip>
              </li>
            ))}
          </ul>
        ) : null}
        <Heading className={styles.title}>
          <Link className={styles.link} href={casePath(item.slug)}>
            {typograph(item.title)}
          </Link>
        </Heading>
      </div>
    </article>
  );
}
