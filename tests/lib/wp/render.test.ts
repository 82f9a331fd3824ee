// @vitest-environment node
// Redeeming an editor render's token (docs/WP-API.md 'Editor renders'): the `render-read` key
// (never the secret) in `x-render-secret`, a POST never cached; a block's and a case's render
// typed; a replay, a forged token or a case gone 'used'; garbage, 5xx, a refused key, a slow or
// down WordPress 'failed', never a throw.
import { describe, expect, it, vi } from 'vitest';
import { derivedKey } from '@/lib/security/keys';
import minimal from '../../fixtures/case-minimal.json';
import { hang, json, stubFetch, text } from '../../support/fetch';

const TOKEN = 'eyJpZCI6MTAyfQ.c2lnbmF0dXJl';
const SECRET = process.env.REVALIDATE_SECRET ?? '';

const offering = { type: 'offering', client: 'Цвет из редактора', bg_color: '#ff3366' };
const blockData = {
  ...minimal.data,
  case: { ...minimal.data.case, is_constructor: true, constructor: [offering] },
};
const blockAnswer = { success: true, type: 'block', id: 102, data: blockData };
const caseAnswer = { success: true, type: 'case', id: 102, data: minimal.data };

async function load() {
  vi.resetModules();
  return import('@/lib/wp/render');
}

describe('redeemRenderToken', () => {
  it('posts the token with the render-read key, never the secret, and answers a block', async () => {
    const { redeemRenderToken } = await load();
    const calls = stubFetch(json(blockAnswer));
    const redeemed = await redeemRenderToken(TOKEN);
    expect(redeemed).toMatchObject({ status: 'ok', type: 'block', id: 102 });
    if (redeemed.status !== 'ok') throw new Error('not ok');
    expect(redeemed.detail.case.constructor).toHaveLength(1);
    expect(redeemed.detail.case.constructor[0]).toMatchObject({
      type: 'offering',
      client: 'Цвет из редактора',
      bg_color: '#ff3366',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://wp.test/wp-json/studio/v1/render');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ token: TOKEN });
    const headers = new Headers(calls[0]?.init?.headers);
    expect(headers.get('x-render-secret')).toBe(derivedKey(SECRET, 'render-read'));
    expect(headers.get('x-render-secret')).not.toBe(SECRET);
    expect(headers.get('x-render-secret')).not.toBe(derivedKey(SECRET, 'render-token'));
    expect(calls[0]?.init?.cache).toBe('no-store');
  });

  it('answers the whole draft of a case render', async () => {
    const { redeemRenderToken } = await load();
    stubFetch(json(caseAnswer));
    await expect(redeemRenderToken(TOKEN)).resolves.toMatchObject({
      status: 'ok',
      type: 'case',
      id: 102,
      detail: { case: { title: 'Онлайн-экспозиция музея' } },
    });
  });

  it.each([
    ['a replay or an expired token (410)', 410],
    ['a forged token (403)', 403],
    ['a case gone (404)', 404],
  ])('answers %s as used', async (_, status) => {
    const { redeemRenderToken } = await load();
    stubFetch(json({ success: false }, status));
    await expect(redeemRenderToken(TOKEN)).resolves.toEqual({ status: 'used' });
  });

  it.each([
    ['a refused key (403 studio_forbidden)', json({ code: 'studio_forbidden', message: 'x' }, 403)],
    ['a PHP warning and cut JSON', text('<b>Warning</b>: mysqli {"success":tru')],
    ['a 500 error page', text('<h1>Error</h1>', 500)],
    ['a 502 with success false', json({ success: false }, 502)],
    ['a render without its draft', json({ ...blockAnswer, data: undefined })],
    ['an unknown type', json({ ...blockAnswer, type: 'article' })],
    ['a draft of the wrong shape', json({ ...caseAnswer, data: { case: { title: 5 } } })],
    ['success true on a 4xx', json(caseAnswer, 410)],
  ])('answers %s as failed', async (_, answer) => {
    const { redeemRenderToken } = await load();
    stubFetch(answer);
    await expect(redeemRenderToken(TOKEN)).resolves.toEqual({ status: 'failed' });
  });

  it('answers a WordPress that is down or too slow as failed, without throwing', async () => {
    vi.stubEnv('WP_TIMEOUT_MS', '50');
    const { redeemRenderToken } = await load();
    stubFetch(() => Promise.reject(new TypeError('fetch failed')));
    await expect(redeemRenderToken(TOKEN)).resolves.toEqual({ status: 'failed' });
    const slow = await load();
    stubFetch(hang());
    await expect(slow.redeemRenderToken(TOKEN)).resolves.toEqual({ status: 'failed' });
  });

  it('never calls WordPress without a secret to derive the key from', async () => {
    vi.stubEnv('REVALIDATE_SECRET', '');
    const { redeemRenderToken } = await load();
    const calls = stubFetch(json(caseAnswer));
    await expect(redeemRenderToken(TOKEN)).resolves.toEqual({ status: 'failed' });
    expect(calls).toHaveLength(0);
  });
});
