'use client';
// The discussion form: checked in the browser with the shared schema (on blur and on submit; the
// schema is fetched on first focus) and sent through the server action; without JS it posts to the
// same action and still works.
import { usePathname } from 'next/navigation';
import { useActionState, useEffect, useId, useRef, useState, useTransition } from 'react';
import { Button } from '@/components/ui/Button';
import {
  EMPTY_VALUES,
  HONEYPOT_FIELD,
  LEAD_ERROR_FIELDS,
  LEAD_MESSAGE_MAX,
  SPHERES,
  isLeadErrorField,
  newRequestId,
  valuesFromFormData,
  type LeadErrorField,
  type LeadErrors,
} from '@/lib/lead/fields';
import { submitLead } from './actions';
import { fieldErrors, loadLeadSchema, submitFromBrowser } from './client-submit';
import { Consent } from './Consent';
import { LeadFields } from './LeadFields';
import { GOALS, reachGoal } from '@/lib/analytics/metrika';
import { INITIAL_LEAD_STATE, type LeadFormState } from '@/lib/lead/form-state';
import { LeadSuccess } from './LeadSuccess';
import styles from './LeadForm.module.scss';

export type LeadFormProps = {
  /** The sphere preselected in the select (e.g. 'sport' on the sports page). */
  sphere?: string;
};

export function LeadForm({ sphere }: LeadFormProps) {
  // Without JS the form posts to the action itself; this is its answer after the page reloads.
  const [serverState, serverAction] = useActionState(submitLead, INITIAL_LEAD_STATE);
  const [clientState, setClientState] = useState<LeadFormState | null>(null);
  const state = clientState ?? serverState;
  const [pending, startTransition] = useTransition();
  const pathname = usePathname() ?? '/';
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // One id per filled form: kept across failed attempts, renewed only after a success.
  const requestId = useRef('');
  const openedAt = useRef(0);
  const [focusFirst, setFocusFirst] = useState(0);

  const errorsOf = (s: LeadFormState): LeadErrors => (s.status === 'invalid' ? s.errors : {});
  // Initialised from the state too: without JS the page renders once with the action's answer.
  const [errors, setErrors] = useState<LeadErrors>(() => errorsOf(state));
  const [answer, setAnswer] = useState<LeadFormState>(state);
  if (answer !== state) {
    setAnswer(state);
    setErrors(errorsOf(state));
  }
  const values =
    state.status === 'invalid' || state.status === 'failed' ? state.values : EMPTY_VALUES;
  const [messageLength, setMessageLength] = useState(values.message.length);

  useEffect(() => {
    openedAt.current = performance.now();
  }, []);

  useEffect(() => {
    if (focusFirst === 0) return;
    const first = LEAD_ERROR_FIELDS.find((name) => errors[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    // Only after a submit, not while the visitor fixes fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusFirst]);

  /** Re-checks one control against the shared schema and updates its message only. */
  async function recheck(name: LeadErrorField) {
    if (!formRef.current) return;
    const values = valuesFromFormData(new FormData(formRef.current));
    const message = (await fieldErrors(values, pathname))[name];
    setErrors((prev) => (prev[name] === message ? prev : { ...prev, [name]: message }));
  }

  if (state.status === 'success') {
    return (
      <LeadSuccess
        name={state.name}
        queued={state.delivery === 'queued'}
        resetHref={pathname}
        onReset={() => {
          openedAt.current = performance.now();
          setMessageLength(0);
          setClientState({ status: 'idle' });
        }}
      />
    );
  }

  const ids = (name: string) => `${uid}-${name}`;
  const initialSphere = values.sphere || (SPHERES.some((s) => s.value === sphere) ? sphere : '');
  const alert =
    state.status === 'failed' ? state.message : state.status === 'invalid' ? state.message : '';

  return (
    <form
      ref={formRef}
      className={styles.form}
      action={serverAction}
      noValidate
      aria-busy={pending}
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) return;
        const form = event.currentTarget;
        requestId.current ||= newRequestId();
        const id = requestId.current;
        startTransition(async () => {
          const result = await submitFromBrowser({
            form,
            page: pathname,
            requestId: id,
            elapsedMs: performance.now() - openedAt.current,
            action: submitLead,
          });
          if (result.status === 'success') {
            requestId.current = '';
            reachGoal(GOALS.leadSent);
          }
          setClientState(result);
          setFocusFirst((n) => n + 1);
        });
      }}
      // The schema is fetched when the visitor reaches the form, ready for the first blur.
      onFocus={() => void loadLeadSchema()}
      onBlur={(event) => {
        const target = control(event.target);
        if (!target || !isLeadErrorField(target.name)) return;
        // A field the visitor left filled in is checked at once; an untouched empty one waits.
        if (errors[target.name] || (target.value && target.type !== 'checkbox')) {
          void recheck(target.name);
        }
      }}
      onChange={(event) => {
        const target = control(event.target);
        if (!target || !isLeadErrorField(target.name)) return;
        const tooLong = target.name === 'message' && target.value.length > LEAD_MESSAGE_MAX;
        if (target.name === 'message') setMessageLength(target.value.length);
        if (errors[target.name] || target.name === 'consent' || tooLong) void recheck(target.name);
      }}
    >
      <input type="hidden" name="page" value={pathname} />
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={ids(HONEYPOT_FIELD)}>Не заполняйте это поле</label>
        <input id={ids(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </div>

      <LeadFields
        ids={ids}
        errors={errors}
        values={values}
        sphere={initialSphere}
        messageLength={messageLength}
      />

      <Consent id={ids('consent')} error={errors.consent} defaultChecked={values.consent} />

      {alert ? (
        <p className={styles.alert} role="alert">
          <MessageWithEmail message={alert} email={state.status === 'failed' ? state.email : ''} />
        </p>
      ) : null}

      <div className={styles.footer}>
        <Button type="submit" variant="filled" arrow disabled={pending} className={styles.submit}>
          {pending ? 'Отправляем…' : 'Отправить заявку'}
        </Button>
        <p className={styles.note}>
          Ответим в&nbsp;течение рабочего дня. Данные используем только чтобы связаться с&nbsp;вами.
        </p>
      </div>
    </form>
  );
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function control(target: EventTarget): Control | null {
  return target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
    ? target
    : null;
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
