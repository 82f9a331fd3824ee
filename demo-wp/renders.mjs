// Editor renders of the demo WordPress (docs/WP-API.md 'Editor renders'): the plugin's half, for
// development and e2e. `POST /__render-links` mints a render link as the plugin's
// `POST /wp-json/studio/v1/render-links` would (a token of the preview tokens' form signed with
// key('render-token'), `exp` 60 seconds ahead unless the test gives its own), keeping the block
// for the token's life only; `POST {api}/render`, behind key('render-read') in `x-render-secret`,
// redeems a token once: the case's answer of `portfolio/{slug}`, with the one block in its
// constructor for a `block` render. The block is given in the constructor's shape
// (`{ type, ...fields }`), its block.json defaults added as WordPress would.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readBlockDefaults, withBlockDefaults } from './blocks.mjs';
import { CASES } from './data/cases/index.mjs';

/** A render link's life (the contract's 60 seconds). */
export const RENDER_TOKEN_SECONDS = 60;
/** The largest block the plugin keeps (64 KB of attributes as JSON). */
const MAX_BLOCK_BYTES = 64 * 1024;

const FORBIDDEN = { code: 'studio_forbidden', message: 'Доступ запрещён.', data: { status: 403 } };
const reply = (status, body) => ({ status, body });
const keyOf = (secret, purpose) =>
  createHmac('sha256', secret).update(`studio-headless:${purpose}`).digest('hex');
const sign = (payload, key) => createHmac('sha256', key).update(payload).digest('base64url');

function sameText(a, b) {
  return (
    typeof a === 'string' &&
    a.length === b.length &&
    timingSafeEqual(Buffer.from(a), Buffer.from(b))
  );
}

/**
 * The store. `secret`: the shared secret; `caseAnswer(slug)`: the demo's `portfolio/{slug}`
 * answer; `siteUrl`: the site the links point at; `now()`: the clock (ms).
 */
export function createRenders({ secret, caseAnswer, siteUrl, now = Date.now }) {
  const tokenKey = keyOf(secret, 'render-token');
  const readKey = keyOf(secret, 'render-read');
  const blockDefaults = readBlockDefaults();
  /** nonce → the block kept for the token's life (null: a whole-case render). */
  let pending = new Map();
  let used = new Set();
  let counts = { minted: 0, redeemed: 0, refused: 0 };

  function reset() {
    pending = new Map();
    used = new Set();
    counts = { minted: 0, redeemed: 0, refused: 0 };
  }

  /** `{ post, block?, exp?, site? }` → `{ value: { url, token, expires_at } }` or `{ error }`. */
  function mint(input) {
    const { post, block, exp, site } = input ?? {};
    if (!Number.isInteger(post) || post <= 0) return { error: 'post must be a positive integer' };
    const item = CASES.find((c) => c.id === post);
    if (!item) return { error: 'post must be the id of a demo case' };
    if (block !== undefined) {
      if (block === null || typeof block !== 'object' || typeof block.type !== 'string') {
        return { error: 'block must be { type, ...fields } (the constructor shape)' };
      }
      if (JSON.stringify(block).length > MAX_BLOCK_BYTES) return { error: 'block is over 64 KB' };
    }
    if (exp !== undefined && !Number.isInteger(exp)) return { error: 'exp must be Unix seconds' };
    const nonce = randomBytes(16).toString('base64url');
    const payload = {
      id: post,
      type: block ? 'block' : 'case',
      exp: exp ?? Math.floor(now() / 1000) + RENDER_TOKEN_SECONDS,
      nonce,
    };
    const first = Buffer.from(JSON.stringify(payload)).toString('base64url');
    const token = `${first}.${sign(first, tokenKey)}`;
    pending.set(nonce, { slug: item.slug, block: block ?? null });
    counts.minted += 1;
    const base = String(site ?? siteUrl).replace(/\/+$/, '');
    return {
      value: {
        url: `${base}/editor-render/${token}/`,
        token,
        expires_at: new Date(payload.exp * 1000).toISOString().replace(/\.\d{3}Z$/, '+00:00'),
      },
    };
  }

  /** The token's payload when its signature is right, else null. */
  function verify(token) {
    if (typeof token !== 'string') return null;
    const [first, signature, extra] = token.split('.');
    if (
      !first ||
      !signature ||
      extra !== undefined ||
      !sameText(signature, sign(first, tokenKey))
    ) {
      return null;
    }
    try {
      const payload = JSON.parse(Buffer.from(first, 'base64url').toString('utf8'));
      return payload && typeof payload.nonce === 'string' ? payload : null;
    } catch {
      return null;
    }
  }

  /** POST {api}/render: `{ token }` → the render, once. */
  function redeem(body) {
    const payload = verify(body?.token);
    if (!payload) {
      counts.refused += 1;
      return reply(403, { success: false });
    }
    const kept = pending.get(payload.nonce);
    if (!kept || used.has(payload.nonce) || payload.exp * 1000 < now()) {
      counts.refused += 1;
      return reply(410, { success: false });
    }
    used.add(payload.nonce);
    pending.delete(payload.nonce);
    const answer = caseAnswer(kept.slug);
    if (!answer?.body?.success) return reply(404, { success: false });
    const data = structuredClone(answer.body.data);
    if (payload.type === 'block') {
      data.case.is_constructor = true;
      data.case.constructor = [withBlockDefaults(kept.block, blockDefaults)];
    }
    counts.redeemed += 1;
    return reply(200, { success: true, type: payload.type, id: payload.id, data });
  }

  return {
    mint,
    redeem,
    reset,
    counts: () => ({ ...counts }),
    keyMatches: (given) => sameText(given, readKey),
    forbidden: () => reply(403, FORBIDDEN),
  };
}
