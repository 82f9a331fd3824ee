// A blog article in a grid: image, date in Russian, title and a short excerpt, linking to /blog/{slug}/.
import { Link } from '@/components/ui/Link';
import { typograph } from '@/lib/text/typograph';
import { formatDate, truncate } from '@/lib/format';
import { htmlToText } from '@/lib/text/plain';
import type { ArticleCard as ArticleCardData } from '@/lib/wp/schemas';
import { CardImage } from './CardImage';
import { articlePath } from '@/lib/paths';
import styles from './Card.module.scss';

export const ARTICLE_CARD_SIZES = '(max-width: 640px) 90vw, (max-width: 1024px) 45vw, 28vw';
const EXCERPT_LENGTH = 180;

export type ArticleCardProps = {
  item: ArticleCardData;
  headingLevel?: 2 | 3;
  sizes?: string;
};

export function ArticleCard({
  item,
  headingLevel = 3,
  sizes = ARTICLE_CARD_SIZES,
}: ArticleCardProps) {
  const Heading = `h${headingLevel}` as const;
  const excerpt = truncate(htmlToText(item.excerpt), EXCERPT_LENGTH);
  const date = formatDate(item.date);
  return (
    <article className={styles.card}>
      <CardImage
        image={item.image}
        alt={`Иллюстрация к статье «${item.title}»`}
        fallback={item.title}
        sizes={sizes}
        ratio="16 / 10"
      />
      <div className={styles.body}>
        {date ? (
          <time className={styles.meta} dateTime={item.date}>
            {date}
          </time>
        ) : null}
        <Heading className={styles.title}>
          <Link className={styles.link} href={articlePath(item.slug)}>
            {typograph(item.title)}
          </Link>
        </Heading>
        {excerpt ? <p className={styles.excerpt}>{typograph(excerpt)}</p> : null}
      </div>
    </article>
  );
}
