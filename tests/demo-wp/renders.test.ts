// @vitest-environment node
// The demo WordPress's editor renders (demo-wp/renders.mjs, docs/WP-API.md 'Editor renders'):
// links minted as the plugin mints them (tokens the site's own check accepts), redeemed once
// behind key('render-read') with answers the site's schema accepts, and the /__render-links knobs.
import { checkRenderToken } from '@/lib/render/token';
import { derivedKey } from '@/lib/security/keys';
import { renderAnswerSchema } from '@/lib/wp/schemas';
import { DEMO_SECRET, startDemoWp, type DemoWp } from '../../demo-wp/server.mjs';

let wp: DemoWp;
const READ_KEY = derivedKey(DEMO_SECRET, 'render-read');
const TOKEN_KEY = derivedKey(DEMO_SECRET, 'render-token');

beforeAll(async () => {
  wp = await startDemoWp({
    port: 0,
    mode: 'ok',
    latencyMs: 0,
    match: null,
    secret: DEMO_SECRET,
    siteUrl: 'https://site.test',
  });
});

afterAll(async () => {
  await wp.close();
});

async function mint(body: unknown) {
  const res = await fetch(`${wp.url}/__render-links`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function redeem(token: unknown, key: string | null = READ_KEY) {
  const res = await fetch(`${wp.apiUrl}/render`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'x-render-secret': key } : {}) },
    body: JSON.stringify({ token }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('the demo editor renders', () => {
  it('mints a block link the site accepts and redeems it once with the one block', async () => {
    const block = { type: 'offering', client: 'Клиент', bg_color: '#ff3366' };
    const made = await mint({ post: 102, block });
    expect(made.status).toBe(201);
    const token = String(made.body.token);
    expect(made.body.url).toBe(`https://site.test/editor-render/${token}/`);
    expect(checkRenderToken(token, TOKEN_KEY)).toMatchObject({
      status: 'valid',
      token: { id: 102, type: 'block' },
    });
    const first = await redeem(token);
    expect(first.status).toBe(200);
    const parsed = renderAnswerSchema.parse(first.body);
    expect(parsed.type).toBe('block');
    expect(parsed.data.case.is_constructor).toBe(true);
    expect(parsed.data.case.constructor).toHaveLength(1);
    // The block.json defaults are added, as WordPress reads a saved block.
    expect(parsed.data.case.constructor[0]).toMatchObject({
      type: 'offering',
      bg_color: '#ff3366',
    });
    expect(await redeem(token)).toEqual({ status: 410, body: { success: false } });
  });

  it('mints a case link: the whole draft', async () => {
    const made = await mint({ post: 102 });
    const answer = await redeem(made.body.token);
    expect(answer.status).toBe(200);
    const parsed = renderAnswerSchema.parse(answer.body);
    expect(parsed.type).toBe('case');
    expect(parsed.data.case.constructor.length).toBeGreaterThan(3);
  });

  it('refuses a forged, an expired token and a wrong key', async () => {
    const made = await mint({ post: 102 });
    const token = String(made.body.token);
    expect((await redeem(`${token.split('.')[0]}.AAAA`)).status).toBe(403);
    const old = await mint({ post: 102, exp: Math.floor(Date.now() / 1000) - 1 });
    expect((await redeem(old.body.token)).status).toBe(410);
    for (const key of [null, DEMO_SECRET, TOKEN_KEY]) {
      const refused = await redeem(token, key);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('studio_forbidden');
    }
    // Still good after the refusals.
    expect((await redeem(token)).status).toBe(200);
  });

  it('refuses links for no case or with a block of the wrong shape, and counts', async () => {
    expect((await mint({ post: 999_999 })).status).toBe(400);
    expect((await mint({ post: '102' })).status).toBe(400);
    expect((await mint({ post: 102, block: { name: 'studio/offering' } })).status).toBe(400);
    const counts = (await (await fetch(`${wp.url}/__render-links`)).json()) as Record<
      string,
      number
    >;
    expect(counts).toMatchObject({
      minted: expect.any(Number),
      redeemed: expect.any(Number),
      refused: expect.any(Number),
    });
  });
});
