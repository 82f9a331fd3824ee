// #examples (SPEC 2.10 section 9): four projects, one under NDA. Server-rendered panels; above
// 1024px ExamplesStack pins them and slides each next panel over the previous one.
import { Img } from '@/components/ui/Img';
import type { SupportLanding } from '@/content/landings/types';
import { IMAGE_QUALITY } from '@/lib/constants';
import { sanitizeHtml } from '@/lib/sanitize';
import styles from './Examples.module.scss';
import { ExamplesStack } from './ExamplesStack';

/** The generated mock-ups' sizes (scripts/make-landing-assets.mjs). */
export const EXAMPLE_IMAGE = {
  big: { width: 1200, height: 800 },
  small: { width: 360, height: 640 },
} as const;

const ICON_SIZE = 28;

export function Examples({ block }: { block: SupportLanding['examples'] }) {
  return (
    <section id="examples" className={styles.section} aria-labelledby="examples-title">
      <div className={styles.inner}>
        <header className={styles.head}>
          <h2
            id="examples-title"
            className={styles.title}
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(block.title) }}
          />
          <p className={styles.subtitle}>{block.subtitle}</p>
        </header>
        <ExamplesStack className={styles.stack}>
          {block.items.map((item, index) => (
            <article
              key={item.id}
              className={styles.panel}
              data-example-panel=""
              data-nda={item.nda || undefined}
              aria-labelledby={`example-${item.id}`}
            >
              <div className={styles.copy}>
                <p className={styles.badge}>
                  <Img src={item.icon} alt="" width={ICON_SIZE} height={ICON_SIZE} unoptimized />
                  {item.iconText}
                </p>
                <h3 id={`example-${item.id}`} className={styles.panelTitle}>
                  {item.title}
                </h3>
                <div
                  className={styles.text}
                  dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.text) }}
                />
                <p className={styles.counter} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')} /{' '}
                  {String(block.items.length).padStart(2, '0')}
                </p>
              </div>
              <div className={styles.media}>
                <Img
                  className={styles.big}
                  src={item.imageBig}
                  alt={`${item.title}: рабочий стол кабинета`}
                  {...EXAMPLE_IMAGE.big}
                  quality={IMAGE_QUALITY}
                  sizes="(max-width: 1024px) 90vw, 50vw"
                />
                <Img
                  className={styles.small}
                  src={item.imageSmall}
                  alt={`${item.title}: мобильная версия`}
                  {...EXAMPLE_IMAGE.small}
                  quality={IMAGE_QUALITY}
                  sizes="(max-width: 1024px) 30vw, 12vw"
                />
              </div>
            </article>
          ))}
        </ExamplesStack>
      </div>
    </section>
  );
}
