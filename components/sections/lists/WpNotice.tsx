// The calm message a list page shows when WordPress did not answer: no error page, no alarm.
import { publicContacts } from '@/lib/layout/public-contacts';
import styles from './Lists.module.scss';

export function WpNotice({ what }: { what: string }) {
  const email = publicContacts().email;
  return (
    <p className={styles.notice} role="status">
      Не получилось загрузить {what}: сервер с&nbsp;материалами отвечает медленнее обычного.
      Обновите страницу через пару минут или напишите нам на&nbsp;
      <a href={`mailto:${email}`}>{email}</a>&nbsp;— расскажем и&nbsp;покажем всё лично.
    </p>
  );
}
