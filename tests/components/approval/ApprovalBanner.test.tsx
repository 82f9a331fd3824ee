// The approval banner (docs/WP-API.md 'Approval links'): its labels, «Согласовать» and the comment
// form through their sending, done and error states, and an approved draft's «Согласовано {date}».
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApprovalBanner } from '@/components/approval/ApprovalBanner';
import { APPROVAL_MESSAGES } from '@/lib/approval/fields';
import { json, stubFetch } from '../../support/fetch';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';

/** A fetch that answers only when the test lets it (to see the sending state). */
function deferred(body: unknown, status = 200) {
  let release = () => {};
  const calls = stubFetch(
    () =>
      new Promise<Response>((resolve) => {
        release = () => resolve(json(body, status)());
      }),
  );
  return { calls, release: () => release() };
}

describe('ApprovalBanner', () => {
  it('says it is a draft for approval, with «Согласовать» and a labelled comment form', () => {
    render(<ApprovalBanner token={TOKEN} approvedAt={null} />);
    expect(screen.getByRole('region', { name: 'Черновик для согласования' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Согласовать' })).toBeEnabled();
    expect(screen.getByText('Оставить комментарий')).toBeInTheDocument();
    expect(screen.getByLabelText(/Ваше имя/)).not.toBeRequired();
    expect(screen.getByLabelText(/Комментарий/)).toHaveAttribute('maxlength', '2000');
    expect(screen.getByRole('button', { name: 'Отправить комментарий' })).toBeInTheDocument();
  });

  it('sends the approval, shows it sending, then thanks and the date', async () => {
    const { calls, release } = deferred({ ok: true, approvedAt: '2026-11-27T10:00:00+00:00' });
    render(<ApprovalBanner token={TOKEN} approvedAt={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Согласовать' }));
    expect(screen.getByRole('button', { name: 'Отправляем…' })).toBeDisabled();
    expect(calls[0]?.url).toBe('/api/approval/');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ token: TOKEN, decision: 'approve' });
    release();
    expect(await screen.findByText(APPROVAL_MESSAGES.approved)).toBeInTheDocument();
    expect(screen.getByText('Согласовано 27 ноября 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Согласовать' })).toBeNull();
  });

  it('shows an already approved draft as «Согласовано {date}», without the button', () => {
    render(<ApprovalBanner token={TOKEN} approvedAt="2026-11-20T09:30:00+00:00" />);
    expect(screen.getByText('Согласовано 20 ноября 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Согласовать' })).toBeNull();
    // A comment is still welcome after the approval.
    expect(screen.getByRole('button', { name: 'Отправить комментарий' })).toBeEnabled();
  });

  it('shows the Russian error of a refused approval and lets the client try again', async () => {
    stubFetch(json({ ok: false, message: APPROVAL_MESSAGES.gone }, 410));
    render(<ApprovalBanner token={TOKEN} approvedAt={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Согласовать' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(APPROVAL_MESSAGES.gone);
    expect(screen.getByRole('button', { name: 'Согласовать' })).toBeEnabled();
  });

  it('says the connection failed when the request throws or the answer is not the route’s', async () => {
    stubFetch(
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => new Response('<html>502</html>', { status: 502 }),
    );
    render(<ApprovalBanner token={TOKEN} approvedAt={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Согласовать' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(APPROVAL_MESSAGES.network);
    await userEvent.click(screen.getByRole('button', { name: 'Согласовать' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(APPROVAL_MESSAGES.failed),
    );
  });

  it('sends a comment with the name, shows it sending, then «Комментарий отправлен»', async () => {
    const { calls, release } = deferred({ ok: true, approvedAt: null });
    render(<ApprovalBanner token={TOKEN} approvedAt={null} />);
    await userEvent.type(screen.getByLabelText(/Ваше имя/), 'Ольга');
    await userEvent.type(screen.getByLabelText(/Комментарий/), 'Поменяйте фото на обложке');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить комментарий' }));
    expect(screen.getByRole('button', { name: 'Отправляем…' })).toBeDisabled();
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      token: TOKEN,
      decision: 'comment',
      name: 'Ольга',
      comment: 'Поменяйте фото на обложке',
    });
    release();
    expect(await screen.findByText(APPROVAL_MESSAGES.commented)).toBeInTheDocument();
    expect(screen.getByLabelText(/Комментарий/)).toHaveValue('');
    // The approval stays open: a comment is not an approval.
    expect(screen.getByRole('button', { name: 'Согласовать' })).toBeEnabled();
  });

  it('asks for a comment before sending an empty one', async () => {
    const calls = stubFetch(json({ ok: true, approvedAt: null }));
    render(<ApprovalBanner token={TOKEN} approvedAt={null} />);
    fireEvent.submit(
      screen.getByRole('button', { name: 'Отправить комментарий' }).closest('form')!,
    );
    const comment = screen.getByLabelText(/Комментарий/);
    await waitFor(() => expect(comment).toHaveAttribute('aria-invalid', 'true'));
    expect(comment).toHaveAccessibleDescription(APPROVAL_MESSAGES.commentRequired);
    expect(calls).toHaveLength(0);
  });

  it("shows the route's field errors and message, keeping the text", async () => {
    stubFetch(
      json(
        {
          ok: false,
          message: APPROVAL_MESSAGES.invalid,
          errors: { comment: APPROVAL_MESSAGES.commentTooLong },
        },
        422,
      ),
    );
    render(<ApprovalBanner token={TOKEN} approvedAt={null} />);
    await userEvent.type(screen.getByLabelText(/Комментарий/), 'Текст');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить комментарий' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(APPROVAL_MESSAGES.invalid);
    // The field's error is typographed (non-breaking spaces), hence the pattern.
    expect(screen.getByLabelText(/Комментарий/)).toHaveAccessibleDescription(
      /^Комментарий\sдлиннее\s2\s000\sсимволов\s—\sсократите\sего\.$/,
    );
    expect(screen.getByLabelText(/Комментарий/)).toHaveValue('Текст');
  });
});
