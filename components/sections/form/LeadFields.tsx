// The discussion form's five controls (name, phone, e-mail, sphere, and the message with its
// counter), filled with the kept values after a failed submit; checking and sending are LeadForm's.
import { LEAD_MESSAGE_MAX, SPHERES, type LeadErrors, type LeadValues } from '@/lib/lead/fields';
import { Field } from './Field';
import styles from './LeadForm.module.scss';

/** Show the message counter from this share of the limit on. */
const COUNTER_FROM = 0.8;

type Props = {
  /** A control's id from its name, unique on the page. */
  ids: (name: string) => string;
  errors: LeadErrors;
  values: LeadValues;
  /** The sphere selected when the form shows. */
  sphere: string | undefined;
  messageLength: number;
};

export function LeadFields({ ids, errors, values, sphere, messageLength }: Props) {
  return (
    <div className={styles.grid}>
      <Field id={ids('name')} label="Как к вам обращаться" required error={errors.name}>
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
      <Field id={ids('phone')} label="Телефон" required error={errors.phone}>
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
      <Field id={ids('email')} label="Почта" hint="необязательно" error={errors.email}>
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
      <Field id={ids('sphere')} label="Сфера проекта" error={errors.sphere}>
        {(props) => (
          <select {...props} name="sphere" defaultValue={sphere}>
            <option value="">Выберите сферу</option>
            {SPHERES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={ids('message')} label="О проекте" hint="необязательно" error={errors.message} wide>
        {(props) => (
          <>
            <textarea
              {...props}
              name="message"
              rows={4}
              placeholder="Коротко о задаче, сроках и бюджете"
              defaultValue={values.message}
            />
            {messageLength >= LEAD_MESSAGE_MAX * COUNTER_FROM ? (
              <p
                className={messageLength > LEAD_MESSAGE_MAX ? styles.counterOver : styles.counter}
                aria-live="polite"
              >
                {messageLength}&nbsp;из&nbsp;{LEAD_MESSAGE_MAX} символов
              </p>
            ) : null}
          </>
        )}
      </Field>
    </div>
  );
}
