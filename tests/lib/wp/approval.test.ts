// @vitest-environment node
// The approval links' calls (docs/WP-API.md 'Approval links'): the `approval` key (never the
// secret) in `x-approval-secret`, a token of the wrong format never sent, every kind of answer
// typed, and garbage, errors, a refused key, a slow or down WordPress all 'failed', never a throw.
import { describe, expect, it, vi } from 'vitest';
import { derivedKey } from '@/lib/security/keys';
import minimal from '../../fixtures/case-minimal.json';
import { hang, json, stubFetch, text } from '../../support/fetch';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
const SECRET = process.env.REVALIDATE_SECRET ?? '';

const active = {
  success: true,
  link: { id: 12, expires_at: '2026-12-04T10:00:00+00:00', approved_at: null },
  type: 'case',
  id: 102,
  slug: 'lavka-severa',
  data: minimal.data,
};

// A fresh module per test: React cache() is per request in Next, and the client remembers a URL
// that failed moments ago.
async function load() {
  vi.resetModules();
  return import('@/lib/wp/approval');
}

describe('openApprovalLink', () => {
  it('posts the token with the approval key, never the secret, and answers the draft', async () => {
    const { openApprovalLink } = await load();
    const calls = stubFetch(json(active));
    const opened = await openApprovalLink(TOKEN);
    expect(opened).toMatchObject({
      status: 'active',
      link: { id: '12', expiresAt: '2026-12-04T10:00:00+00:00', approvedAt: null },
      slug: 'lavka-severa',
      detail: { case: { title: 'Онлайн-экспозиция музея' } },
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://wp.test/wp-json/studio/v1/approval');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ token: TOKEN });
    const headers = new Headers(calls[0]?.init?.headers);
    expect(headers.get('x-approval-secret')).toBe(derivedKey(SECRET, 'approval'));
    expect(headers.get('x-approval-secret')).not.toBe(SECRET);
    expect(calls[0]?.init?.cache).toBe('no-store');
  });

  it('keeps an approval time and a draft without a public page', async () => {
    const { openApprovalLink } = await load();
    stubFetch(
      json({
        ...active,
        slug: null,
        link: { ...active.link, approved_at: '2026-11-20T09:30:00+00:00' },
      }),
    );
    await expect(openApprovalLink(TOKEN)).resolves.toMatchObject({
      status: 'active',
      slug: null,
      link: { approvedAt: '2026-11-20T09:30:00+00:00' },
    });
  });

  it.each([
    ['expired', 'fk-volna'],
    ['revoked', null],
  ] as const)('answers a %s link with its public slug (%s)', async (reason, slug) => {
    const { openApprovalLink } = await load();
    stubFetch(json({ success: false, reason, slug }, 410));
    await expect(openApprovalLink(TOKEN)).resolves.toEqual({ status: reason, slug });
  });

  it('answers an unknown link as not found', async () => {
    const { openApprovalLink } = await load();
    stubFetch(json({ success: false }, 404));
    await expect(openApprovalLink(TOKEN)).resolves.toEqual({ status: 'not-found' });
  });

  it.each([
    ['43 characters with a dot', `${TOKEN.slice(0, 42)}.`],
    ['42 characters', TOKEN.slice(0, 42)],
    ['44 characters', `${TOKEN}a`],
    ['a path', `../${TOKEN.slice(3)}`],
    ['empty', ''],
  ])('never asks WordPress for a token of %s', async (_, token) => {
    const { openApprovalLink } = await load();
    const calls = stubFetch(json(active));
    await expect(openApprovalLink(token)).resolves.toEqual({ status: 'not-found' });
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['a refused key (403 studio_forbidden)', json({ code: 'studio_forbidden', message: 'x' }, 403)],
    ['a PHP warning and cut JSON', text('<b>Warning</b>: mysqli {"success":tru')],
    ['a 500', json({ success: false }, 500)],
    ['an active answer without its draft', json({ ...active, data: undefined })],
    ['a draft of the wrong shape', json({ ...active, data: { case: { title: 5 } } })],
    ['an unknown reason', json({ success: false, reason: 'paused', slug: null }, 410)],
    ['a link without its expiry', json({ ...active, link: { id: 1, approved_at: null } })],
  ])('answers %s as failed', async (_, answer) => {
    const { openApprovalLink } = await load();
    stubFetch(answer);
    await expect(openApprovalLink(TOKEN)).resolves.toEqual({ status: 'failed' });
  });

  it('answers a WordPress that is down or too slow as failed, without throwing', async () => {
    const { openApprovalLink } = await load();
    stubFetch(() => Promise.reject(new TypeError('fetch failed')));
    await expect(openApprovalLink(TOKEN)).resolves.toEqual({ status: 'failed' });
    const slow = await load();
    stubFetch(hang());
    await expect(slow.openApprovalLink(TOKEN)).resolves.toEqual({ status: 'failed' });
  });

  it('never calls WordPress without a secret to derive the key from', async () => {
    vi.stubEnv('REVALIDATE_SECRET', '');
    const { openApprovalLink } = await load();
    const calls = stubFetch(json(active));
    await expect(openApprovalLink(TOKEN)).resolves.toEqual({ status: 'failed' });
    expect(calls).toHaveLength(0);
  });
});

describe('sendApprovalDecision', () => {
  it('posts the decision with the approval key and answers the approval time', async () => {
    const { sendApprovalDecision } = await load();
    const calls = stubFetch(json({ success: true, approved_at: '2026-11-27T10:00:00+00:00' }));
    await expect(
      sendApprovalDecision(TOKEN, { decision: 'approve', name: 'Ольга', comment: undefined }),
    ).resolves.toEqual({ status: 'recorded', approvedAt: '2026-11-27T10:00:00+00:00' });
    expect(calls[0]?.url).toBe('https://wp.test/wp-json/studio/v1/approval/decision');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      token: TOKEN,
      decision: 'approve',
      name: 'Ольга',
    });
    expect(new Headers(calls[0]?.init?.headers).get('x-approval-secret')).toBe(
      derivedKey(SECRET, 'approval'),
    );
  });

  it('answers a comment on a link not yet approved with a null time', async () => {
    const { sendApprovalDecision } = await load();
    stubFetch(json({ success: true, approved_at: null }));
    await expect(
      sendApprovalDecision(TOKEN, { decision: 'comment', comment: 'Поменяйте фото' }),
    ).resolves.toEqual({ status: 'recorded', approvedAt: null });
  });

  it('answers field errors, a gone link and an unknown one', async () => {
    const { sendApprovalDecision } = await load();
    stubFetch(
      json({ success: false, errors: { comment: 'Напишите комментарий.' } }, 422),
      json({ success: false, reason: 'revoked', slug: 'fk-volna' }, 410),
      json({ success: false }, 404),
    );
    const input = { decision: 'comment', comment: 'x' } as const;
    await expect(sendApprovalDecision(TOKEN, input)).resolves.toEqual({
      status: 'invalid',
      errors: { comment: 'Напишите комментарий.' },
    });
    await expect(sendApprovalDecision(TOKEN, input)).resolves.toEqual({
      status: 'revoked',
      slug: 'fk-volna',
    });
    await expect(sendApprovalDecision(TOKEN, input)).resolves.toEqual({ status: 'not-found' });
  });

  it('answers garbage, a down and a slow WordPress as failed', async () => {
    for (const answer of [
      text('<html>502 Bad Gateway</html>', 502),
      json({ success: true }),
      () => Promise.reject(new TypeError('fetch failed')),
      hang(),
    ]) {
      const { sendApprovalDecision } = await load();
      stubFetch(answer);
      await expect(sendApprovalDecision(TOKEN, { decision: 'approve' })).resolves.toEqual({
        status: 'failed',
      });
    }
  });

  it('never sends a token of the wrong format', async () => {
    const { sendApprovalDecision } = await load();
    const calls = stubFetch(json({ success: true, approved_at: null }));
    await expect(sendApprovalDecision('short', { decision: 'approve' })).resolves.toEqual({
      status: 'not-found',
    });
    expect(calls).toHaveLength(0);
  });
});
