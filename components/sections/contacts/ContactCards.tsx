// The contacts page grid: phone, e-mail, messenger, working hours and the office address.
import { typograph } from '@/lib/text/typograph';
import { telHref } from '@/lib/layout/contacts';
import { OFFICE } from '@/lib/site';
import styles from './ContactCards.module.scss';

export type ContactCardsProps = {
  email: string;
  phone: string;
  messengerUrl: string;
  messengerName: string;
};

export function ContactCards({ email, phone, messengerUrl, messengerName }: ContactCardsProps) {
  return (
    <ul className={styles.grid}>
      <li className={styles.card}>
        <h2 className={styles.label}>Телефон</h2>
        <a className={styles.value} href={telHref(phone)}>
          {typograph(phone)}
        </a>
        <p className={styles.note}>Звоните в&nbsp;рабочие часы</p>
      </li>
      <li className={styles.card}>
        <h2 className={styles.label}>Почта</h2>
        <a className={styles.value} href={`mailto:${email}`}>
          {email}
        </a>
        <p className={styles.note}>Для заявок, резюме и&nbsp;документов</p>
      </li>
      <li className={styles.card}>
        <h2 className={styles.label}>Мессенджер</h2>
        <a className={styles.value} href={messengerUrl} target="_blank" rel="noopener noreferrer">
          Написать в&nbsp;{messengerName}
        </a>
        <p className={styles.note}>Быстрый ответ по&nbsp;текущим проектам</p>
      </li>
      <li className={styles.card}>
        <h2 className={styles.label}>Часы работы</h2>
        <p className={styles.value}>{typograph(OFFICE.hours)}</p>
        <p className={styles.note}>Заявки с&nbsp;сайта принимаем круглосуточно</p>
      </li>
      <li className={`${styles.card} ${styles.wide}`}>
        <h2 className={styles.label}>Офис</h2>
        <address className={styles.value}>{typograph(OFFICE.address)}</address>
        <p className={styles.note}>Встречи в&nbsp;офисе — по&nbsp;предварительной договорённости</p>
      </li>
    </ul>
  );
}
