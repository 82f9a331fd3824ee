// Editor renders (docs/WP-API.md 'Editor renders'): redeeming a render token with WordPress.
// `POST {api}/render` carries the `render-read` key derived from the shared secret, never the
// secret itself; a POST, never cached. WordPress redeems a token once: a replay, a forged token
// or a case gone answer `success: false` (410, 403, 404), which is 'used' here; a refused key, a
// time-out, garbage or a 5xx is 'failed'. It never throws. The site has already checked the
// token's form, signature and expiry (lib/render/token.ts, proxy.ts) before this is called.
import 'server-only';
import { cache } from 'react';
import { config } from '../config';
import { derivedKey } from '../security/keys';
import { wpRequest } from './client';
import { logWp } from './log';
import { renderAnswerSchema, type CaseDetail } from './schemas';

export type RedeemedRender =
  | { status: 'ok'; type: 'block' | 'case'; id: number; detail: CaseDetail }
  | { status: 'used' }
  | { status: 'failed' };

/**
 * POST {api}/render. React cache(): the page and its metadata redeem the token once per request
 * (a second call to WordPress would be a replay).
 */
export const redeemRenderToken = cache(async (token: string): Promise<RedeemedRender> => {
  const key = derivedKey(config().REVALIDATE_SECRET, 'render-read');
  if (!key) {
    logWp('error', 'render: REVALIDATE_SECRET is not set, WordPress not asked');
    return { status: 'failed' };
  }
  const result = await wpRequest(renderAnswerSchema, {
    path: ['render'],
    method: 'POST',
    body: { token },
    headers: { 'x-render-secret': key },
    tags: [],
  });
  if (!result.ok) return { status: result.reason === 'not-found' ? 'used' : 'failed' };
  const { type, id, data } = result.data;
  return { status: 'ok', type, id, detail: data };
});
