// The discussion/contact form section (home, contacts and the landing pages): a dark 'shift' area
// with the pitch and the studio's contacts on the left and the form on the right.
import { ShiftBackground } from '@/components/canvas/shift/Shift';
import { publicContacts } from '@/lib/layout/public-contacts';
import { typograph } from '@/lib/text/typograph';
import { telHref } from '@/lib/layout/contacts';
import { LeadForm } from './LeadForm';
import styles from './DiscussionForm.module.scss';

export type DiscussionFormProps = {
  /** The section's element id, for anchors such as #form or #bye. */
  id?: string;
  /** The sphere preselected in the form ('sport' on the sports page). */
  sphere?: string;
  /** The section heading. */
  title?: string;
};

const DEFAULT_TITLE = 'Расскажите о задаче — оценим разработку бесплатно';

export function DiscussionForm({
  id = 'discussion',
  sphere,
  title = DEFAULT_TITLE,
}: DiscussionFormProps) {
  const { email, phone, messengerUrl, messengerName } = publicContacts();
  const headingId = `${id}-title`;
  return (
    <section id={id} className={styles.section} aria-labelledby={headingId} data-lead-form="">
      <ShiftBackground />
      <div className={styles.inner}>
        <div className={styles.intro}>
          <p className={styles.eyebrow}>Обсудить проект</p>
          <h2 id={headingId} className={styles.title}>
            {typograph(title)}
          </h2>
          <p className={styles.lead}>
            {typograph(
              'Ответим в течение рабочего дня: зададим уточняющие вопросы, предложим решение, этапы, сроки и бюджет. Оценка ни к чему не обязывает.',
            )}
          </p>
          <ul className={styles.contacts}>
            <li>
              <span className={styles.contactLabel}>Почта</span>
              <a href={`mailto:${email}`}>{email}</a>
            </li>
            <li>
              <span className={styles.contactLabel}>Телефон</span>
              <a href={telHref(phone)}>{typograph(phone)}</a>
            </li>
            <li>
              <span className={styles.contactLabel}>Мессенджер</span>
              <a href={messengerUrl} target="_blank" rel="noopener noreferrer">
                Написать в&nbsp;{messengerName}
              </a>
            </li>
          </ul>
        </div>
        <div className={styles.panel}>
          <LeadForm sphere={sphere} />
        </div>
      </div>
    </section>
  );
}
