'use client';
// The approval banner's answer (the one client part): «Согласовать», and a comment form with an
// optional name. Both go to the site's route (lib/approval/browser.ts), which forwards them to
// WordPress; each shows its own sending, done and error states.
import { useId, useState, type FormEvent } from 'react';
import { Field } from '@/components/sections/form/Field';
import { Button } from '@/components/ui/Button';
import { postDecision } from '@/lib/approval/browser';
import { APPROVAL_MESSAGES, COMMENT_MAX, NAME_MAX, type Decision } from '@/lib/approval/fields';
import { formatDate } from '@/lib/format';
import styles from './ApprovalBanner.module.scss';

type Props = { token: string; approvedAt: string | null };

type Sending =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'done' }
  | { state: 'error'; message: string };
type FieldErrors = Partial<Record<'name' | 'comment', string>>;

const IDLE: Sending = { state: 'idle' };

export function ApprovalActions({ token, approvedAt: approvedAtFirst }: Props) {
  const id = useId();
  const [approvedAt, setApprovedAt] = useState(approvedAtFirst);
  const [approval, setApproval] = useState<Sending>(IDLE);
  const [comment, setComment] = useState<Sending>(IDLE);
  const [errors, setErrors] = useState<FieldErrors>({});

  async function send(decision: Decision, fields: { name?: string; comment?: string } = {}) {
    const reply = await postDecision({ token, decision, ...fields });
    if (reply.ok && reply.approvedAt) setApprovedAt(reply.approvedAt);
    return reply;
  }

  async function approve() {
    setApproval({ state: 'sending' });
    const reply = await send('approve');
    setApproval(reply.ok ? { state: 'done' } : { state: 'error', message: reply.message });
  }

  async function submitComment(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const name = String(data.get('name') ?? '').trim();
    const text = String(data.get('comment') ?? '').trim();
    if (!text) {
      setErrors({ comment: APPROVAL_MESSAGES.commentRequired });
      setComment(IDLE);
      return;
    }
    setErrors({});
    setComment({ state: 'sending' });
    const reply = await send('comment', { ...(name ? { name } : {}), comment: text });
    if (reply.ok) {
      form.reset();
      setComment({ state: 'done' });
      return;
    }
    setErrors(reply.errors ?? {});
    setComment({ state: 'error', message: reply.message });
  }

  return (
    <div className={styles.actions}>
      <div className={styles.approval}>
        {approvedAt ? (
          <p className={styles.approved} data-approved-at={approvedAt}>
            Согласовано {formatDate(approvedAt)}
          </p>
        ) : (
          <Button onClick={approve} disabled={approval.state === 'sending'}>
            {approval.state === 'sending' ? 'Отправляем…' : 'Согласовать'}
          </Button>
        )}
        <p className={styles.status} role="status">
          {approval.state === 'done' ? APPROVAL_MESSAGES.approved : null}
        </p>
        {approval.state === 'error' ? (
          <p className={styles.failure} role="alert">
            {approval.message}
          </p>
        ) : null}
      </div>
      <details className={styles.comment}>
        <summary className={styles.summary}>Оставить комментарий</summary>
        <form className={styles.form} onSubmit={submitComment} noValidate>
          <Field id={`${id}-name`} label="Ваше имя" hint="необязательно" error={errors.name}>
            {(props) => (
              <input {...props} name="name" type="text" autoComplete="name" maxLength={NAME_MAX} />
            )}
          </Field>
          <Field id={`${id}-comment`} label="Комментарий" required error={errors.comment}>
            {(props) => <textarea {...props} name="comment" rows={4} maxLength={COMMENT_MAX} />}
          </Field>
          <div className={styles.send}>
            <Button type="submit" variant="outline" disabled={comment.state === 'sending'}>
              {comment.state === 'sending' ? 'Отправляем…' : 'Отправить комментарий'}
            </Button>
            <p className={styles.status} role="status">
              {comment.state === 'done' ? APPROVAL_MESSAGES.commented : null}
            </p>
          </div>
          {comment.state === 'error' ? (
            <p className={styles.failure} role="alert">
              {comment.message}
            </p>
          ) : null}
        </form>
      </details>
    </div>
  );
}
