// The approval answer's vocabulary, shared by the banner's form (browser) and the site's route
// (server): the route's path, the fields' limits (docs/WP-API.md 'Approval links'), the reply the
// route gives and the Russian texts the client reads. Client-safe: no server imports.

/** Where the banner sends the client's answer (same origin only). */
export const APPROVAL_API_PATH = '/api/approval/';

/** The optional name, and the comment (required with a comment, optional with an approval). */
export const NAME_MAX = 100;
export const COMMENT_MAX = 2000;

export type Decision = 'approve' | 'comment';

/** What the browser posts to APPROVAL_API_PATH. */
export type DecisionRequest = {
  token: string;
  decision: Decision;
  name?: string;
  comment?: string;
};

/** The route's answer: the approval's time (null until approved), or why it was not taken. */
export type DecisionReply =
  | { ok: true; approvedAt: string | null }
  | { ok: false; message: string; errors?: Partial<Record<'name' | 'comment', string>> };

export const APPROVAL_MESSAGES = {
  approved: 'Спасибо, согласование получено',
  commented: 'Комментарий отправлен',
  /** Cross-origin, or not JSON: the page's own form never sends such a request. */
  refused: 'Запрос отклонён. Откройте ссылку на согласование ещё раз и повторите.',
  invalid: 'Проверьте поля формы.',
  commentRequired: 'Напишите комментарий.',
  commentTooLong: 'Комментарий длиннее 2\u00a0000 символов — сократите его.',
  nameTooLong: `Имя длиннее ${NAME_MAX} символов.`,
  tooMany:
    'По этой ссылке за последний час отправлено слишком много ответов. Попробуйте позже или напишите студии напрямую.',
  gone: 'Ссылка больше не действует. Попросите студию прислать новую.',
  failed:
    'Не получилось передать ответ студии. Попробуйте ещё раз через несколько минут — текст комментария сохранён.',
  network:
    'Не получилось связаться с сайтом. Проверьте подключение к интернету и попробуйте ещё раз.',
} as const;
