// What an approval link that no longer opens shows (expired or revoked without a public page,
// forged, mistyped, or its case deleted): a polite note and the way to a new link, never a draft.
import { ButtonLink } from '@/components/ui/Button';
import { CONTACTS_PATH, HOME_PATH } from '@/lib/paths';
import styles from './ApprovalGone.module.scss';

export const APPROVAL_GONE_TITLE = 'Ссылка больше не действует';

export function ApprovalGone() {
  return (
    <section className={styles.gone} data-approval-gone="">
      <div className={styles.inner}>
        <h1 className={styles.title}>{APPROVAL_GONE_TITLE}</h1>
        <p className={styles.text}>
          Срок действия ссылки на согласование истёк, студия её отозвала или в адресе опечатка.
          Попросите менеджера проекта прислать новую ссылку — черновик откроется по ней.
        </p>
        <div className={styles.links}>
          <ButtonLink href={CONTACTS_PATH} arrow>
            Связаться со студией
          </ButtonLink>
          <ButtonLink href={HOME_PATH} variant="outline">
            На главную страницу
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
