// @vitest-environment node
// The editor renders' tokens (docs/WP-API.md 'Editor renders'): a preview token's form signed with
// key('render-token'); the site tells a good one from an expired, a forged, a malformed one and one
// signed with another key (the Preview links' key) before WordPress is asked.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkRenderToken } from '@/lib/render/token';
import { derivedKey } from '@/lib/security/keys';

const SECRET = 'demo-revalidate-secret-0123456789';
const KEY = derivedKey(SECRET, 'render-token');
const NOW = Date.parse('2026-11-27T10:00:00Z');

/** The token as WordPress makes it (the plugin's PHP does the same bytes). */
function token(payload: unknown, key = KEY): string {
  const first = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const signature = createHmac('sha256', key).update(first).digest('base64url');
  return `${first}.${signature}`;
}

const good = { id: 102, type: 'block', exp: NOW / 1000 + 60, nonce: 'n0nce-1' };

describe('checkRenderToken', () => {
  it('accepts a block token and a case token within their minute', () => {
    expect(checkRenderToken(token(good), KEY, NOW)).toEqual({ status: 'valid', token: good });
    const whole = { ...good, type: 'case' };
    expect(checkRenderToken(token(whole), KEY, NOW)).toEqual({ status: 'valid', token: whole });
    // The last second still counts.
    expect(checkRenderToken(token(good), KEY, (good.exp as number) * 1000)).toMatchObject({
      status: 'valid',
    });
  });

  it('calls a token past its exp expired', () => {
    const old = { ...good, exp: NOW / 1000 - 1 };
    expect(checkRenderToken(token(old), KEY, NOW)).toEqual({ status: 'expired', token: old });
  });

  it('refuses a wrong signature, another key and no key as forged', () => {
    const value = token(good);
    const [first, signature = ''] = value.split('.');
    const flipped = `${first}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(checkRenderToken(flipped, KEY, NOW)).toEqual({ status: 'forged' });
    // A Preview link's token (key('preview-token')) opens no render, and the reverse.
    expect(checkRenderToken(token(good, derivedKey(SECRET, 'preview-token')), KEY, NOW)).toEqual({
      status: 'forged',
    });
    expect(checkRenderToken(token(good, SECRET), KEY, NOW)).toEqual({ status: 'forged' });
    expect(checkRenderToken(token(good), '', NOW)).toEqual({ status: 'forged' });
  });

  it('refuses malformed tokens', () => {
    for (const value of [
      '',
      'abc',
      'a.b.c',
      `${token(good)}.x`,
      '.sig',
      `${Buffer.from('not json').toString('base64url')}.x`,
      'x'.repeat(2000),
    ]) {
      expect(checkRenderToken(value, KEY, NOW)).toEqual({ status: 'forged' });
    }
    // Signed, but not a render token's payload.
    for (const payload of [
      { ...good, id: 0 },
      { ...good, id: '102' },
      { ...good, exp: 'soon' },
      { ...good, nonce: '' },
      { ...good, nonce: 'n'.repeat(65) },
      { id: 102, type: 'block', exp: good.exp },
      [good],
      null,
    ]) {
      expect(checkRenderToken(token(payload), KEY, NOW)).toEqual({ status: 'forged' });
    }
  });

  it('refuses the types of Preview links', () => {
    for (const type of ['article', 'solution', 'Case', 'blocks', '']) {
      expect(checkRenderToken(token({ ...good, type }), KEY, NOW)).toEqual({ status: 'forged' });
    }
  });
});
