// One vacancy: title (a link to its page), salary/city/format when present, the sanitised description in details/summary,
// and a CV link that opens the visitor's mail client with the vacancy in the subject.
import { Link } from '@/components/ui/Link';
import { vacancyPath } from '@/lib/paths';
import { typograph } from '@/lib/text/typograph';
import { sanitizeHtml } from '@/lib/sanitize';
import { htmlToText } from '@/lib/text/plain';
import type { Vacancy } from '@/lib/wp/schemas';
import styles from './Vacancies.module.scss';

export function cvMailto(email: string, vacancyTitle?: string): string {
  const subject = vacancyTitle ? `Резюме: ${vacancyTitle}` : 'Резюме';
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

/** Salary, city and format, those that are given; nothing when none is. */
export function VacancyFacts({ vacancy }: { vacancy: Vacancy }) {
  const facts = [
    { label: 'Зарплата', value: vacancy.salary },
    { label: 'Город', value: vacancy.city },
    { label: 'Формат', value: vacancy.format },
  ].filter((fact): fact is { label: string; value: string } => Boolean(fact.value));
  return facts.length > 0 ? (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt>{fact.label}</dt>
          <dd>{typograph(htmlToText(fact.value))}</dd>
        </div>
      ))}
    </dl>
  ) : null;
}

export function VacancyItem({ vacancy, email }: { vacancy: Vacancy; email: string }) {
  const title = htmlToText(vacancy.title) || vacancy.title;
  // Under the card's h2: the description's own headings move one level down.
  const description = sanitizeHtml(vacancy.description, { headingShift: 1 });
  return (
    <article className={styles.vacancy} aria-labelledby={`vacancy-${vacancy.id}`}>
      <div className={styles.summary}>
        <h2 id={`vacancy-${vacancy.id}`} className={styles.title}>
          <Link href={vacancyPath(vacancy.slug)} className={styles.link}>
            {typograph(title)}
          </Link>
        </h2>
        <VacancyFacts vacancy={vacancy} />
      </div>
      {description ? (
        <details className={styles.details}>
          <summary>Подробнее о&nbsp;вакансии</summary>
          <div
            className={styles.description}
            // Sanitised with an allow-list: no scripts, event handlers or javascript: URLs.
            dangerouslySetInnerHTML={{ __html: description }}
          />
        </details>
      ) : null}
      <a className={styles.apply} href={cvMailto(email, title)}>
        Откликнуться
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 12h15m-6-6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </a>
    </article>
  );
}
