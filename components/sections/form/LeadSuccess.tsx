'use client';
// The form's success state: thanks, what happens next, and a way to send another request.
import { useEffect, useRef } from 'react';
import styles from './LeadSuccess.module.scss';

export function LeadSuccess({
  name,
  queued = false,
  resetHref,
  onReset,
}: {
  name: string;
  /** WordPress did not take it at once: it is kept and delivered in the background. */
  queued?: boolean;
  /** Without JS the reset is a plain link back to the page. */
  resetHref: string;
  onReset: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.success} role="status">
      <svg className={styles.successIcon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m15 24.5 6.5 6.5L34 18" fill="none" stroke="currentColor" strokeWidth="2.5" />
      </svg>
      <h3 className={styles.successTitle} ref={heading} tabIndex={-1}>
        {`Спасибо${name ? `, ${name}` : ''}! ${queued ? 'Заявка принята' : 'Заявка отправлена'}`}
      </h3>
      <p className={styles.successText}>
        Мы&nbsp;изучим задачу и&nbsp;свяжемся с&nbsp;вами в&nbsp;течение рабочего дня: уточним
        детали и&nbsp;предложим формат первой встречи.
      </p>
      <a
        className={styles.reset}
        href={resetHref}
        onClick={(event) => {
          event.preventDefault();
          onReset();
        }}
      >
        Отправить ещё одну заявку
      </a>
    </div>
  );
}
