'use client';
// The discussion form itself: a form action (works without JS), inline errors and a success state.
import { usePathname } from 'next/navigation';
import { useActionState, useEffect, useId, useRef, useState } from 'react';
import { submitLead } from '@/app/actions/lead';
import { Button } from '@/components/ui/Button';
import {
  EMPTY_VALUES,
  HONEYPOT_FIELD,
  INITIAL_LEAD_STATE,
  LEAD_FIELDS,
  SPHERES,
  type LeadField,
  type LeadFormState,
} from './lead-form';
import { Field } from './Field';
import { LeadSuccess } from './LeadSuccess';
import styles from './LeadForm.module.scss';

export type LeadFormProps = {
  /** The sphere preselected in the select (e.g. 'sport' on the sports page). */
  sphere?: string;
};

export function LeadForm({ sphere }: LeadFormProps) {
  const [state, formAction, pending] = useActionState(submitLead, INITIAL_LEAD_STATE);
  const pathname = usePathname() ?? '/';
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);

  // Errors of the last answer stay until the visitor edits that field (state kept per answer).
  const [answer, setAnswer] = useState<LeadFormState>(state);
  const [edited, setEdited] = useState<Partial<Record<LeadField, boolean>>>({});
  const [dismissed, setDismissed] = useState<LeadFormState | null>(null);
  if (answer !== state) {
    setAnswer(state);
    setEdited({});
  }

  const values =
    state.status === 'invalid' || state.status === 'failed' ? state.values : EMPTY_VALUES;
  const errors = state.status === 'invalid' ? state.errors : {};
  const errorOf = (name: LeadField) => (edited[name] ? undefined : errors[name]);

  useEffect(() => {
    if (state.status !== 'invalid') return;
    const first = LEAD_FIELDS.find((name) => state.errors[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [state]);

  if (state.status === 'success' && dismissed !== state) {
    return (
      <LeadSuccess name={state.name} resetHref={pathname} onReset={() => setDismissed(state)} />
    );
  }

  const ids = (name: LeadField) => `${uid}-${name}`;
  const initialSphere = values.sphere || (SPHERES.some((s) => s.value === sphere) ? sphere : '');

  return (
    <form
      ref={formRef}
      className={styles.form}
      action={formAction}
      noValidate
      aria-busy={pending}
      onChange={(event) => {
        const name = event.target instanceof Element ? event.target.getAttribute('name') : null;
        const field = LEAD_FIELDS.find((f) => f === name);
        if (field && errors[field] && !edited[field])
          setEdited((prev) => ({ ...prev, [field]: true }));
      }}
    >
      <input type="hidden" name="page" value={pathname} />
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${uid}-${HONEYPOT_FIELD}`}>Не заполняйте это поле</label>
        <input
          id={`${uid}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
        />
      </div>

      <div className={styles.grid}>
        <Field id={ids('name')} label="Как к вам обращаться" required error={errorOf('name')}>
          {(props) => (
            <input
              {...props}
              name="name"
              type="text"
              autoComplete="name"
              defaultValue={values.name}
            />
          )}
        </Field>
        <Field id={ids('phone')} label="Телефон" required error={errorOf('phone')}>
          {(props) => (
            <input
              {...props}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+7 900 000-00-00"
              defaultValue={values.phone}
            />
          )}
        </Field>
        <Field id={ids('email')} label="Почта" hint="необязательно" error={errorOf('email')}>
          {(props) => (
            <input
              {...props}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              defaultValue={values.email}
            />
          )}
        </Field>
        <Field id={ids('sphere')} label="Сфера проекта" error={errorOf('sphere')}>
          {(props) => (
            <select {...props} name="sphere" defaultValue={initialSphere}>
              <option value="">Выберите сферу</option>
              {SPHERES.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={ids('message')}
          label="О проекте"
          hint="необязательно"
          error={errorOf('message')}
          wide
        >
          {(props) => (
            <textarea
              {...props}
              name="message"
              rows={4}
              placeholder="Коротко о задаче, сроках и бюджете"
              defaultValue={values.message}
            />
          )}
        </Field>
      </div>

      {state.status === 'failed' || (state.status === 'invalid' && state.message) ? (
        <p className={styles.alert} role="alert">
          {state.status === 'failed' ? (
            <MessageWithEmail message={state.message} email={state.email} />
          ) : (
            state.message
          )}
        </p>
      ) : null}

      <div className={styles.footer}>
        <Button type="submit" variant="filled" arrow disabled={pending} className={styles.submit}>
          {pending ? 'Отправляем…' : 'Отправить заявку'}
        </Button>
        <p className={styles.consent}>
          Нажимая «Отправить заявку», вы&nbsp;соглашаетесь на&nbsp;обработку персональных данных.
          Мы&nbsp;используем их&nbsp;только чтобы ответить вам.
        </p>
      </div>
    </form>
  );
}

/** The failure message with the studio's address as a mailto: link. */
function MessageWithEmail({ message, email }: { message: string; email: string }) {
  const at = email ? message.indexOf(email) : -1;
  if (at < 0) return <>{message}</>;
  return (
    <>
      {message.slice(0, at)}
      <a href={`mailto:${email}`}>{email}</a>
      {message.slice(at + email.length)}
    </>
  );
}
