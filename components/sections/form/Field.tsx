// One labelled form field: visible label, the control (render prop) and its inline error.
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { typograph } from '@/lib/text/typograph';
import styles from './LeadForm.module.scss';

export type ControlProps = {
  id: string;
  className: string | undefined;
  required?: boolean;
  'aria-required'?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

export type FieldProps = {
  id: string;
  label: string;
  hint?: string;
  required?: boolean;
  error?: string;
  wide?: boolean;
  children: (props: ControlProps) => ReactNode;
};

export function Field({ id, label, hint, required, error, wide, children }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={clsx(styles.field, wide && styles.wide, error && styles.invalid)}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
        {hint ? <span className={styles.hint}> — {hint}</span> : null}
      </label>
      {children({
        id,
        className: styles.control,
        ...(required ? { required: true, 'aria-required': true } : {}),
        ...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}),
      })}
      {error ? (
        <p className={styles.error} id={errorId}>
          {typograph(error)}
        </p>
      ) : null}
    </div>
  );
}
