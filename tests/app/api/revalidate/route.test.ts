// @vitest-environment node
// POST /api/revalidate/ (docs/WP-API.md): the webhook revalidates a saved item's tags at once and
// again once every render that began before the save has stored its copy.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { derivedKey } from '@/lib/security/keys';

const { revalidateTag, after, delay } = vi.hoisted(() => ({
  revalidateTag: vi.fn(),
  after: vi.fn(),
  delay: vi.fn(() => Promise.resolve()),
}));
vi.mock('next/cache', () => ({ revalidateTag }));
vi.mock('next/server', () => ({ after }));
vi.mock('node:timers/promises', () => ({ setTimeout: delay }));

const { POST } = await import('@/app/api/revalidate/route');
const { RENDER_MARGIN_MS } = await import('@/lib/revalidate');
const { config } = await import('@/lib/config');

function post(
  body: unknown,
  { key = derivedKey(process.env.REVALIDATE_SECRET, 'revalidate'), query = '' } = {},
) {
  return POST(
    new Request(`https://orbita.test/api/revalidate/${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': key ?? '' },
      body: JSON.stringify(body),
    }),
  );
}

/** Runs what the route left for after its response. */
async function runAfter() {
  for (const [task] of after.mock.calls) await (task as () => Promise<void>)();
}

beforeEach(() => {
  revalidateTag.mockClear();
  after.mockClear();
  delay.mockClear();
});
afterEach(() => vi.unstubAllEnvs());

describe('POST /api/revalidate/', () => {
  it("revalidates a case's tags at once, stale-while-revalidate", async () => {
    const res = await post({ type: 'case', slug: 'fk-volna' });
    expect(res.status).toBe(200);
    const { tags } = (await res.json()) as { tags: string[] };
    expect(tags.length).toBeGreaterThan(0);
    expect(revalidateTag.mock.calls).toEqual(tags.map((tag) => [tag, 'max']));
  });

  it('revalidates the same tags again after a render’s WordPress budget and margin', async () => {
    const res = await post({ type: 'case', slug: 'fk-volna' });
    const { tags } = (await res.json()) as { tags: string[] };
    expect(after).toHaveBeenCalledTimes(1);
    revalidateTag.mockClear();

    await runAfter();
    expect(delay).toHaveBeenCalledWith(config().WP_TIMEOUT_MS + RENDER_MARGIN_MS);
    expect(revalidateTag.mock.calls).toEqual(tags.map((tag) => [tag, 'max']));
  });

  it('with ?expire=now expires at once in both passes (a later stale-while-revalidate would undo the expiry)', async () => {
    await post({ type: 'header' }, { query: '?expire=now' });
    await runAfter();
    expect(revalidateTag.mock.calls).toEqual([
      ['wp:header', { expire: 0 }],
      ['wp:header', { expire: 0 }],
    ]);
  });

  it("a later call takes over an earlier call's second pass for the tags they share", async () => {
    await post({ type: 'case', slug: 'fk-volna' }); // wp:cases, wp:header, wp:case:fk-volna
    await post({ type: 'header' }, { query: '?expire=now' }); // wp:header
    revalidateTag.mockClear();
    await runAfter();
    // The case's own tags from the first call ('max'); the header's from the second only (expired).
    expect(revalidateTag.mock.calls).toEqual([
      ['wp:cases', 'max'],
      ['wp:case:fk-volna', 'max'],
      ['wp:header', { expire: 0 }],
    ]);
  });

  it('does nothing, now or later, for a wrong key or a bad body', async () => {
    expect((await post({ type: 'case' }, { key: 'wrong-secret-0123456789' })).status).toBe(401);
    expect((await post({ type: 'nope' })).status).toBe(400);
    expect(revalidateTag).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });
});
