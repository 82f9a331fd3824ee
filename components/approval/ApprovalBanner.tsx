// The banner above an approval link's draft (docs/WP-API.md 'Approval links'): says the page is a
// draft sent for the client's approval; the answer itself (approve, comment) is the client leaf.
import { ApprovalActions } from './ApprovalActions';
import styles from './ApprovalBanner.module.scss';

type Props = {
  /** The link's token: the leaf sends it back with the answer. */
  token: string;
  /** When the client approved the draft, or null. */
  approvedAt: string | null;
};

export function ApprovalBanner({ token, approvedAt }: Props) {
  return (
    <section className={styles.banner} aria-labelledby="approval-title" data-approval-banner="">
      <div className={styles.inner}>
        <div className={styles.intro}>
          <h2 id="approval-title" className={styles.title}>
            Черновик для согласования
          </h2>
          <p className={styles.text}>
            Так страница проекта будет выглядеть на сайте. Её видите только вы — по этой ссылке.
            Если всё верно, согласуйте; если нужно что-то поправить, напишите комментарий.
          </p>
        </div>
        <ApprovalActions token={token} approvedAt={approvedAt} />
      </div>
    </section>
  );
}
