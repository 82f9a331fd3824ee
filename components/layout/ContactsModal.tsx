// Contacts modal (SPEC 2.4), opened by every Call button. Its contents are server-rendered and
// reach the page with it; ModalPanel shows them while open, traps focus and closes the dialog on
// Escape, on the close button, on a click on the backdrop and on the link to the form.
import { Link } from '@/components/ui/Link';
import type { PublicContacts } from '@/lib/layout/contacts';
import { telHref } from '@/lib/layout/contacts';
import { OFFICE } from '@/lib/site';
import styles from './ContactsModal.module.scss';
import { ModalPanel } from './ModalPanel';

const TITLE_ID = 'contacts-modal-title';

export function ContactsModal({ contacts }: { contacts: PublicContacts }) {
  return (
    <ModalPanel titleId={TITLE_ID}>
      <p className={styles.kicker}>Связаться с нами</p>
      <h2 id={TITLE_ID} className={styles.title}>
        Расскажите о&nbsp;задаче&nbsp;— ответим в&nbsp;течение рабочего дня
      </h2>
      <dl className={styles.list}>
        <div>
          <dt>Телефон</dt>
          <dd>
            <a href={telHref(contacts.phone)} className={styles.big}>
              {contacts.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt>Почта</dt>
          <dd>
            <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
          </dd>
        </div>
        <div>
          <dt>Мессенджер</dt>
          <dd>
            <a href={contacts.messengerUrl} target="_blank" rel="noopener noreferrer">
              Написать в {contacts.messengerName}
            </a>
          </dd>
        </div>
        <div>
          <dt>Часы работы</dt>
          <dd>{OFFICE.hours}</dd>
        </div>
        <div>
          <dt>Офис</dt>
          <dd>{OFFICE.address}</dd>
        </div>
      </dl>
      <Link href="/contacts/" className={styles.form}>
        Оставить заявку на&nbsp;расчёт проекта
      </Link>
    </ModalPanel>
  );
}
