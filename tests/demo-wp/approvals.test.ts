// @vitest-environment node
// The demo WordPress's approval links (demo-wp/approvals.mjs, docs/WP-API.md 'Approval links'):
// the `approval` key like the plugin, the seeded links' answers (which the site's own schemas
// accept), decisions recorded, and the demo's /__approval knobs.
import { approvalDecisionAnswerSchema, approvalOpenAnswerSchema } from '@/lib/wp/schemas';
import { derivedKey } from '@/lib/security/keys';
import { APPROVAL_SEEDS } from '../../demo-wp/approvals.mjs';
import { DEMO_SECRET, startDemoWp, type DemoWp } from '../../demo-wp/server.mjs';

let wp: DemoWp;
const KEY = derivedKey(DEMO_SECRET, 'approval');
const [ACTIVE, APPROVED, REVOKED, EXPIRED] = APPROVAL_SEEDS.map((s) => s.token) as [
  string,
  string,
  string,
  string,
];

beforeAll(async () => {
  wp = await startDemoWp({ port: 0, mode: 'ok', latencyMs: 0, match: null, secret: DEMO_SECRET });
});

afterAll(async () => {
  await wp.close();
});

afterEach(async () => {
  await fetch(`${wp.url}/__approval/reset`, { method: 'POST' });
});

async function call(path: string, body: unknown, key: string | null = KEY) {
  const res = await fetch(`${wp.apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'x-approval-secret': key } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const links = async () =>
  ((await (await fetch(`${wp.url}/__approval`)).json()) as { links: Record<string, unknown>[] })
    .links;

describe('the demo approval links', () => {
  it('seeds tokens of the format the site accepts', () => {
    for (const { token } of APPROVAL_SEEDS) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it.each([
    ['no key', null],
    ['the raw secret', DEMO_SECRET],
    ['another purpose’s key', derivedKey(DEMO_SECRET, 'preview-read')],
  ])('refuses %s with 403 studio_forbidden', async (_, key) => {
    for (const path of ['/approval', '/approval/decision']) {
      const res = await call(path, { token: ACTIVE, decision: 'approve' }, key);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'studio_forbidden' });
    }
  });

  it('opens the active link: the draft, renamed, in the shape the site parses', async () => {
    const res = await call('/approval', { token: ACTIVE });
    expect(res.status).toBe(200);
    const answer = approvalOpenAnswerSchema.parse(res.body);
    expect(answer).toMatchObject({ success: true, type: 'case', slug: 'lavka-severa' });
    if (!answer.success) throw new Error('expected an active link');
    expect(answer.link.approved_at).toBeNull();
    expect(answer.data.case.title).toBe('Маркетплейс фермерских продуктов «Лавка Севера»');
    const published = await (await fetch(`${wp.apiUrl}/portfolio/lavka-severa`)).json();
    expect(published.data.case.title).not.toBe(answer.data.case.title);
    const [link] = await links();
    expect(link).toMatchObject({ status: 'active', opens: 1, case: 'lavka-severa' });
  });

  it('answers the revoked and the expired link with 410 and their public slug', async () => {
    expect(await call('/approval', { token: REVOKED })).toEqual({
      status: 410,
      body: { success: false, reason: 'revoked', slug: 'fk-volna' },
    });
    expect(await call('/approval', { token: EXPIRED })).toEqual({
      status: 410,
      body: { success: false, reason: 'expired', slug: null },
    });
  });

  it('answers an unknown token with 404', async () => {
    expect(await call('/approval', { token: 'x'.repeat(43) })).toEqual({
      status: 404,
      body: { success: false },
    });
  });

  it('records an approval once, and comments beside it', async () => {
    const first = await call('/approval/decision', {
      token: ACTIVE,
      decision: 'approve',
      name: 'Ольга',
    });
    expect(first.status).toBe(200);
    const { approved_at: at } = approvalDecisionAnswerSchema.parse(first.body) as {
      approved_at: string;
    };
    expect(at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const comment = await call('/approval/decision', {
      token: ACTIVE,
      decision: 'comment',
      comment: 'Поменяйте фото',
    });
    expect(comment.body).toEqual({ success: true, approved_at: at });
    const [link] = await links();
    expect(link?.approved_at).toBe(at);
    expect(link?.events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'approved', by: 'Ольга' }),
        expect.objectContaining({ kind: 'commented', by: null, comment: 'Поменяйте фото' }),
      ]),
    );
  });

  it('keeps the seeded approval time of the approved link', async () => {
    const res = await call('/approval', { token: APPROVED });
    expect(res.body).toMatchObject({ link: { approved_at: '2026-11-20T09:30:00+00:00' } });
  });

  it.each([
    [{ decision: 'comment' }, 'comment'],
    [{ decision: 'comment', comment: 'я'.repeat(2001) }, 'comment'],
    [{ decision: 'approve', name: 'Я'.repeat(101) }, 'name'],
    [{ decision: 'reject' }, 'decision'],
  ])('answers invalid input %j with 422 errors', async (fields, field) => {
    const res = await call('/approval/decision', { token: ACTIVE, ...fields });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ success: false, errors: { [field]: expect.any(String) } });
  });

  it('refuses a decision on a revoked link with 410', async () => {
    const res = await call('/approval/decision', { token: REVOKED, decision: 'approve' });
    expect(res).toEqual({
      status: 410,
      body: { success: false, reason: 'revoked', slug: 'fk-volna' },
    });
  });

  it('makes a new link with POST /__approval, and forgets it on reset', async () => {
    const made = await fetch(`${wp.url}/__approval`, {
      method: 'POST',
      body: JSON.stringify({ case: 'fk-volna', draftTitle: 'Новый заголовок' }),
    });
    expect(made.status).toBe(201);
    const { token } = (await made.json()) as { token: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const opened = await call('/approval', { token });
    expect(opened.body).toMatchObject({ success: true, slug: 'fk-volna' });
    await fetch(`${wp.url}/__approval/reset`, { method: 'POST' });
    expect((await call('/approval', { token })).status).toBe(404);
    expect(await links()).toHaveLength(APPROVAL_SEEDS.length);
    const bad = await fetch(`${wp.url}/__approval`, {
      method: 'POST',
      body: JSON.stringify({ case: 'archived-case' }),
    });
    expect(bad.status).toBe(400);
  });
});
