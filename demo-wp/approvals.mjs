// Approval links of the demo WordPress (docs/WP-API.md 'Approval links'): an in-memory store with
// the plugin's rules — the `approval` key in `x-approval-secret`, only the token's SHA-256 kept,
// active until `expires_at` unless revoked, the first approval's time kept, every opening and
// answer recorded as an event — and fixed links for development and e2e (README 'Approval links').
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CASES, UNPUBLISHED_CASE_SLUGS } from './data/cases/index.mjs';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const NAME_MAX = 100;
const COMMENT_MAX = 2000;
/** The id WordPress gives the archived case (it answers 404 publicly; a link may still name it). */
const ARCHIVED_CASE_ID = 190;

/** The fixed links, tokens as the editor would have copied them (43 characters of base64url). */
export const APPROVAL_SEEDS = [
  {
    token: 'demo-approval-active-lavka-severa-draft-001',
    case: 'lavka-severa',
    status: 'active',
    // The draft differs from the published case visibly: the editor renamed it.
    draftTitle: 'Маркетплейс фермерских продуктов «Лавка Севера»',
  },
  {
    token: 'demo-approval-approved-prilozhenie-kolos-01',
    case: 'prilozhenie-kolos',
    status: 'active',
    approvedAt: '2026-11-20T09:30:00+00:00',
  },
  { token: 'demo-approval-revoked-fk-volna-000000000001', case: 'fk-volna', status: 'revoked' },
  {
    token: 'demo-approval-expired-archived-case-0000001',
    case: 'archived-case',
    status: 'expired',
  },
];

const FORBIDDEN = {
  code: 'studio_forbidden',
  message: 'Доступ запрещён.',
  data: { status: 403 },
};

const iso = (ms) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+00:00');
const hashOf = (token) => createHash('sha256').update(token).digest('hex');
const reply = (status, body) => ({ status, body });

/** The public slug of a case: null unless it is published (WP-API.md 'Rules of every answer'). */
function publicSlug(slug) {
  return !UNPUBLISHED_CASE_SLUGS.includes(slug) && CASES.some((c) => c.slug === slug) ? slug : null;
}

function caseId(slug) {
  return CASES.find((c) => c.slug === slug)?.id ?? ARCHIVED_CASE_ID;
}

/** Checks `{ decision, name?, comment? }` as the plugin does; returns { value } or { errors }. */
export function validateDecision(input) {
  const errors = {};
  const { decision, name, comment } = input ?? {};
  if (decision !== 'approve' && decision !== 'comment') errors.decision = 'Неизвестное решение.';
  const cleanName = typeof name === 'string' ? name.trim() : '';
  if (name !== undefined && name !== null && typeof name !== 'string')
    errors.name = 'Имя — строка.';
  else if (cleanName.length > NAME_MAX) errors.name = `Имя длиннее ${NAME_MAX} символов.`;
  const cleanComment = typeof comment === 'string' ? comment.trim() : '';
  if (cleanComment.length > COMMENT_MAX) {
    errors.comment = `Комментарий длиннее ${COMMENT_MAX} символов.`;
  } else if (decision === 'comment' && cleanComment === '') {
    errors.comment = 'Напишите комментарий.';
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { value: { decision, name: cleanName || null, comment: cleanComment || null } };
}

/**
 * The store. `secret`: the shared secret (REVALIDATE_SECRET); `caseAnswer(slug)`: the demo's
 * `portfolio/{slug}` answer, from which a link's draft is built; `now()`: the clock.
 */
export function createApprovals({ secret, caseAnswer, now = Date.now }) {
  const key = createHmac('sha256', secret).update('studio-headless:approval').digest('hex');
  let links = [];
  let nextId = 1;

  function statusOf(link) {
    if (link.revoked_at) return 'revoked';
    return now() >= Date.parse(link.expires_at) ? 'expired' : 'active';
  }

  function add({ token, case: slug, status = 'active', days = 7, draftTitle, approvedAt }) {
    const created = now();
    const expires = status === 'expired' ? created - DAY_MS : created + days * DAY_MS;
    const link = {
      id: nextId++,
      hash: hashOf(token),
      case: slug,
      draftTitle: draftTitle ?? null,
      created_at: iso(status === 'expired' ? created - 8 * DAY_MS : created),
      expires_at: iso(expires),
      revoked_at: status === 'revoked' ? iso(created) : null,
      approved_at: approvedAt ?? null,
      opened_at: null,
      last_opened_at: null,
      opens: 0,
      events: [{ kind: 'created', at: iso(created), by: 'Редактор студии', comment: null }],
    };
    if (approvedAt) link.events.push({ kind: 'approved', at: approvedAt, by: null, comment: null });
    links.push(link);
    return link;
  }

  function reset() {
    links = [];
    nextId = 1;
    for (const seed of APPROVAL_SEEDS) add(seed);
  }
  reset();

  const find = (token) =>
    typeof token === 'string' ? links.find((l) => l.hash === hashOf(token)) : undefined;

  /** 404 for no such link, 410 for an expired or revoked one, else null (it opens). */
  function refusal(link) {
    if (!link) return reply(404, { success: false });
    const status = statusOf(link);
    if (status === 'active') return null;
    return reply(410, { success: false, reason: status, slug: publicSlug(link.case) });
  }

  function open(body) {
    const link = find(body?.token);
    const refused = refusal(link);
    if (refused) return refused;
    const answer = caseAnswer(link.case);
    if (!answer?.body?.success) return reply(404, { success: false });
    const at = iso(now());
    link.opens += 1;
    link.opened_at ??= at;
    link.last_opened_at = at;
    // An `opened` event at most once an hour per link; the counters keep the rest.
    const lastOpened = link.events.findLast((e) => e.kind === 'opened');
    if (!lastOpened || now() - Date.parse(lastOpened.at) >= HOUR_MS) {
      link.events.push({ kind: 'opened', at, by: null, comment: null });
    }
    const data = structuredClone(answer.body.data);
    if (link.draftTitle) data.case.title = link.draftTitle;
    return reply(200, {
      success: true,
      link: { id: link.id, expires_at: link.expires_at, approved_at: link.approved_at },
      type: 'case',
      id: caseId(link.case),
      slug: publicSlug(link.case),
      data,
    });
  }

  function decide(body) {
    const checked = validateDecision(body);
    if (checked.errors) return reply(422, { success: false, errors: checked.errors });
    const link = find(body?.token);
    const refused = refusal(link);
    if (refused) return refused;
    const { decision, name, comment } = checked.value;
    const at = iso(now());
    if (decision === 'approve') {
      link.approved_at ??= at;
      link.events.push({ kind: 'approved', at, by: name, comment });
    } else {
      link.events.push({ kind: 'commented', at, by: name, comment });
    }
    return reply(200, { success: true, approved_at: link.approved_at });
  }

  /** The links as the editor's sidebar lists them (WP-API.md ApprovalLink), plus the case's slug. */
  function list() {
    const editor = { id: 1, name: 'Редактор студии' };
    return links.map((link) => ({
      id: link.id,
      post: caseId(link.case),
      case: link.case,
      status: statusOf(link),
      created_at: link.created_at,
      created_by: editor,
      expires_at: link.expires_at,
      revoked_at: link.revoked_at,
      revoked_by: link.revoked_at ? editor : null,
      opened_at: link.opened_at,
      last_opened_at: link.last_opened_at,
      opens: link.opens,
      approved_at: link.approved_at,
      events: link.events,
    }));
  }

  /** A new link (the demo's `POST /__approval`): `{ token, link }`, the token answered this once. */
  function create(input) {
    const slug = input?.case;
    const status = input?.status ?? 'active';
    if (!['active', 'expired', 'revoked'].includes(status)) {
      return { error: "status must be 'active', 'expired' or 'revoked'" };
    }
    // The demo has a draft only of its published cases; a link that no longer opens may name the
    // archived one too.
    const known =
      publicSlug(slug) || (status !== 'active' && UNPUBLISHED_CASE_SLUGS.includes(slug));
    if (typeof slug !== 'string' || !known) {
      return { error: 'case must be the slug of a demo case (an active link: a published one)' };
    }
    const title = input.draftTitle;
    if (title !== undefined && (typeof title !== 'string' || title.trim() === '')) {
      return { error: 'draftTitle must be a non-empty string' };
    }
    const token = randomBytes(32).toString('base64url');
    add({ token, case: slug, status, draftTitle: title });
    return { value: { token, link: list().at(-1) } };
  }

  /** The plugin's permission check: the `approval` key, compared in constant time. */
  function keyMatches(given) {
    if (typeof given !== 'string' || given.length !== key.length) return false;
    return timingSafeEqual(Buffer.from(given), Buffer.from(key));
  }

  return { open, decide, list, create, reset, keyMatches, forbidden: () => reply(403, FORBIDDEN) };
}
