// @vitest-environment node
// POST /api/approval/ (docs/WP-API.md 'Approval links'): only the site's own pages may post; a
// body that is not the banner's JSON is refused before WordPress is asked; WordPress's verdicts
// become the banner's Russian replies; nothing is cached.
import { describe, expect, it } from 'vitest';
import { POST, dynamic } from '@/app/api/approval/route';
import { APPROVAL_MESSAGES } from '@/lib/approval/fields';
import {
  DECISIONS_PER_LINK_PER_HOUR,
  createDecisionLimiter,
  handleApprovalPost,
} from '@/lib/approval/route';
import { derivedKey } from '@/lib/security/keys';
import { json, stubFetch } from '../../../support/fetch';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
const SITE = 'https://orbita.test';

function post(
  body: unknown,
  headers: Record<string, string> = { origin: SITE, 'sec-fetch-site': 'same-origin' },
): Promise<Response> {
  return POST(
    new Request(`${SITE}/api/approval/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'orbita.test', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

describe('POST /api/approval/', () => {
  it('is rendered per request', () => {
    expect(dynamic).toBe('force-dynamic');
  });

  it('forwards an approval with the approval key and answers its time, never cached', async () => {
    const calls = stubFetch(json({ success: true, approved_at: '2026-11-27T10:00:00+00:00' }));
    const res = await post({ token: TOKEN, decision: 'approve', name: '  Ольга  ' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ ok: true, approvedAt: '2026-11-27T10:00:00+00:00' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://wp.test/wp-json/studio/v1/approval/decision');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      token: TOKEN,
      decision: 'approve',
      name: 'Ольга',
    });
    expect(new Headers(calls[0]?.init?.headers).get('x-approval-secret')).toBe(
      derivedKey(process.env.REVALIDATE_SECRET, 'approval'),
    );
  });

  it('forwards a comment', async () => {
    const calls = stubFetch(json({ success: true, approved_at: null }));
    const res = await post({ token: TOKEN, decision: 'comment', comment: 'Замените фото' });
    expect(await res.json()).toEqual({ ok: true, approvedAt: null });
    expect(JSON.parse(String(calls[0]?.init?.body))).toMatchObject({ comment: 'Замените фото' });
  });

  it.each([
    ['another site', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['another site that hides Sec-Fetch-Site', { origin: 'https://evil.example' }],
    [
      'a same-site subdomain',
      { origin: 'https://admin.orbita.test', 'sec-fetch-site': 'same-site' },
    ],
    ['no Origin at all', {} as Record<string, string>],
    ['an opaque origin', { origin: 'null' }],
    ['our origin but a cross-site fetch', { origin: SITE, 'sec-fetch-site': 'cross-site' }],
  ])('refuses a request from %s with 403, WordPress not asked', async (_, headers) => {
    const calls = stubFetch(json({ success: true, approved_at: null }));
    const res = await post({ token: TOKEN, decision: 'approve' }, headers);
    expect(res.status).toBe(403);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ ok: false, message: APPROVAL_MESSAGES.refused });
    expect(calls).toHaveLength(0);
  });

  it('takes the host a proxy forwarded', async () => {
    stubFetch(json({ success: true, approved_at: null }));
    const res = await post(
      { token: TOKEN, decision: 'approve' },
      { origin: 'https://studio.example', 'x-forwarded-host': 'studio.example' },
    );
    expect(res.status).toBe(200);
  });

  it.each([
    ['not JSON', 'token=x&decision=approve'],
    ['an unknown decision', { token: TOKEN, decision: 'reject' }],
    ['no token', { decision: 'approve' }],
    ['a list', [{ token: TOKEN, decision: 'approve' }]],
    ['a body too large', { token: TOKEN, decision: 'approve', pad: 'x'.repeat(20_000) }],
  ])('answers 400 for %s, WordPress not asked', async (_, body) => {
    const calls = stubFetch(json({ success: true, approved_at: null }));
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(calls).toHaveLength(0);
  });

  it('answers 400 for a body that is not declared JSON', async () => {
    const calls = stubFetch(json({ success: true, approved_at: null }));
    const res = await POST(
      new Request(`${SITE}/api/approval/`, {
        method: 'POST',
        headers: { origin: SITE, 'content-type': 'text/plain' },
        body: JSON.stringify({ token: TOKEN, decision: 'approve' }),
      }),
    );
    expect(res.status).toBe(400);
    expect(calls).toHaveLength(0);
  });

  it.each([
    [{ decision: 'comment' }, { comment: APPROVAL_MESSAGES.commentRequired }],
    [{ decision: 'comment', comment: '   ' }, { comment: APPROVAL_MESSAGES.commentRequired }],
    [
      { decision: 'comment', comment: 'я'.repeat(2001) },
      { comment: APPROVAL_MESSAGES.commentTooLong },
    ],
    [{ decision: 'approve', name: 'Я'.repeat(101) }, { name: APPROVAL_MESSAGES.nameTooLong }],
  ])('answers 422 with the field errors of %j, WordPress not asked', async (fields, errors) => {
    const calls = stubFetch(json({ success: true, approved_at: null }));
    const res = await post({ token: TOKEN, ...fields });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ ok: false, message: APPROVAL_MESSAGES.invalid, errors });
    expect(calls).toHaveLength(0);
  });

  it('answers 404 for a token of the wrong format, WordPress not asked', async () => {
    const calls = stubFetch(json({ success: true, approved_at: null }));
    const res = await post({ token: 'x'.repeat(42), decision: 'approve' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ ok: false, message: APPROVAL_MESSAGES.gone });
    expect(calls).toHaveLength(0);
  });

  it.each([
    [json({ success: false, reason: 'expired', slug: null }, 410), 410, APPROVAL_MESSAGES.gone],
    [
      json({ success: false, reason: 'revoked', slug: 'fk-volna' }, 410),
      410,
      APPROVAL_MESSAGES.gone,
    ],
    [json({ success: false }, 404), 404, APPROVAL_MESSAGES.gone],
    [json({ code: 'studio_forbidden' }, 403), 502, APPROVAL_MESSAGES.failed],
    [json({ success: false }, 500), 502, APPROVAL_MESSAGES.failed],
    [() => Promise.reject(new TypeError('fetch failed')), 502, APPROVAL_MESSAGES.failed],
  ])(
    'turns WordPress answer #%# into %i with a Russian message',
    async (answer, status, message) => {
      stubFetch(answer);
      const res = await post({ token: TOKEN, decision: 'approve' });
      expect(res.status).toBe(status);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({ ok: false, message });
    },
  );

  it("passes WordPress's field errors on, for the form's own fields only", async () => {
    stubFetch(
      json({ success: false, errors: { comment: 'Слишком длинно.', token: 'internal' } }, 422),
    );
    const res = await post({ token: TOKEN, decision: 'comment', comment: 'Текст' });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      ok: false,
      message: APPROVAL_MESSAGES.invalid,
      errors: { comment: 'Слишком длинно.' },
    });
  });

  it("takes a link's first answers in an hour, then 429 with Retry-After, WordPress not asked", async () => {
    const limiter = createDecisionLimiter();
    const calls = stubFetch(json({ success: true, approved_at: null }));
    const send = (token: string) =>
      handleApprovalPost(
        new Request(`${SITE}/api/approval/`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            host: 'orbita.test',
            origin: SITE,
            'sec-fetch-site': 'same-origin',
          },
          body: JSON.stringify({ token, decision: 'comment', comment: 'Ещё одно замечание' }),
        }),
        limiter,
      );
    for (let i = 0; i < DECISIONS_PER_LINK_PER_HOUR; i += 1) {
      expect((await send(TOKEN)).status).toBe(200);
    }
    const refusedReply = await send(TOKEN);
    expect(refusedReply.status).toBe(429);
    expect(Number(refusedReply.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await refusedReply.json()).toEqual({ ok: false, message: APPROVAL_MESSAGES.tooMany });
    expect(calls).toHaveLength(DECISIONS_PER_LINK_PER_HOUR);
    // Another link is counted on its own.
    expect((await send(TOKEN.replace('A', 'B'))).status).toBe(200);
  });
});
