// The required consent to personal-data processing (152-ФЗ), with the policy one click away.
import clsx from 'clsx';
import { Link } from '@/components/ui/Link';
import { typograph } from '@/lib/text/typograph';
import { PRIVACY_PATH } from '@/lib/paths';
import styles from './LeadForm.module.scss';

export function Consent({
  id,
  error,
  defaultChecked,
}: {
  id: string;
  error?: string;
  defaultChecked: boolean;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={clsx(styles.consentField, error && styles.invalid)}>
      <div className={styles.consentRow}>
        <input
          id={id}
          className={styles.checkbox}
          type="checkbox"
          name="consent"
          value="on"
          required
          aria-required
          defaultChecked={defaultChecked}
          {...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
        />
        <label htmlFor={id} className={styles.consentLabel}>
          Соглашаюсь на&nbsp;обработку персональных данных на&nbsp;условиях{' '}
          <Link href={PRIVACY_PATH} target="_blank" className={styles.consentLink}>
            политики конфиденциальности
          </Link>
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        </label>
      </div>
      {error ? (
        <p className={styles.error} id={errorId}>
          {typograph(error)}
        </p>
      ) : null}
    </div>
  );
}
