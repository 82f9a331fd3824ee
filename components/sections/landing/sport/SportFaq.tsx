// 'Частые вопросы о веб-разработке': the content page FAQ's look (native details/summary) with
// HTML answers, sanitised; the FAQPage JSON-LD is built from the same list (lib/seo/landing.ts).
import { richHtml } from '@/components/blocks/shared/Rich';
import faqStyles from '@/components/sections/page/Faq.module.scss';
import { SectionShell } from '@/components/sections/page/SectionShell';
import type { SportFaqItem } from '@/content/landings/sport-types';
import styles from './SportFaq.module.scss';

export function SportFaq({ title, items }: { title: string; items: readonly SportFaqItem[] }) {
  return (
    <SectionShell id="faq" title={title}>
      <div className={faqStyles.list}>
        {items.map((item) => (
          <details key={item.id} id={`faq-${item.id}`} className={faqStyles.item}>
            <summary className={faqStyles.question}>
              <span>{item.question}</span>
              <span className={faqStyles.icon} aria-hidden="true" />
            </summary>
            <div
              className={styles.answer}
              dangerouslySetInnerHTML={{ __html: richHtml(item.answer) }}
            />
          </details>
        ))}
      </div>
    </SectionShell>
  );
}
