// One article, solution or vacancy: breadcrumbs, meta line, h1, cover and the sanitised WordPress HTML.
import { Img } from '@/components/ui/Img';
import { Link } from '@/components/ui/Link';
import type { ReactNode } from 'react';
import { Chip } from '@/components/ui/Chip';
import { typograph } from '@/lib/text/typograph';
import { IMAGE_QUALITY } from '@/lib/constants';
import { formatDate } from '@/lib/format';
import { sanitizeHtml } from '@/lib/sanitize';
import { htmlToText } from '@/lib/text/plain';
import type { WpImage } from '@/lib/wp/fields';
import type { Category } from '@/lib/wp/schemas';
import styles from './DetailView.module.scss';

export type DetailViewProps = {
  section: { name: string; href: string };
  title: string;
  /** ISO date (articles). */
  date?: string;
  categories?: Category[];
  image: WpImage | undefined;
  /** Untrusted HTML from WordPress: sanitised here, right before it renders. */
  html: string;
  imageAlt: string;
  /** Shown between the heading and the content (a vacancy's salary, city and format). */
  lead?: ReactNode;
  children?: ReactNode;
};

const COVER_SIZES = '(max-width: 1024px) 90vw, 1100px';

export function DetailView({
  section,
  title,
  date,
  categories = [],
  image,
  html,
  imageAlt,
  lead,
  children,
}: DetailViewProps) {
  const plainTitle = typograph(htmlToText(title) || title);
  const formatted = formatDate(date);
  return (
    <article className={styles.article}>
      <header className={styles.head}>
        <nav aria-label="Хлебные крошки" className={styles.crumbs}>
          <ol>
            <li>
              <Link href="/">Главная</Link>
            </li>
            <li>
              <Link href={section.href}>{section.name}</Link>
            </li>
            <li aria-current="page">{plainTitle}</li>
          </ol>
        </nav>
        {formatted || categories.length ? (
          <div className={styles.meta}>
            {formatted ? <time dateTime={date}>{formatted}</time> : null}
            {categories.map((category) => (
              <Chip key={category.id}>{htmlToText(category.title)}</Chip>
            ))}
          </div>
        ) : null}
        <h1 className={styles.title}>{plainTitle}</h1>
        {lead}
      </header>
      {image ? (
        // A fixed 2:1 box (no layout shift whatever size WordPress sends), the image cropped to it.
        <div className={styles.cover}>
          <Img
            src={image.url}
            alt={image.alt.trim() || imageAlt}
            fill
            sizes={COVER_SIZES}
            quality={IMAGE_QUALITY}
            preload
          />
        </div>
      ) : null}
      <div
        className={styles.prose}
        // sanitizeHtml keeps an allow-list of tags and attributes: no scripts, handlers or javascript: URLs.
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
      />
      {children}
    </article>
  );
}
