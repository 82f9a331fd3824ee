// @vitest-environment node
// The WordPress client under faults (issue 9.3): what it lets the cache store, the one time-out
// budget per render and the circuit breaker. The cache below behaves like Next's unstable_cache
// (next/dist/server/web/spec-extension/unstable-cache.js): a miss stores what the function
// returns and lets a throw through; a stale entry is refreshed and kept when the refresh throws.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { hang, json, stubFetch, text } from '../../support/fetch';

const store = vi.hoisted(() => new Map<string, { value: unknown; stale: boolean }>());

vi.mock('next/cache', () => ({
  unstable_cache:
    <T>(load: () => Promise<T>, keyParts: string[]) =>
    async (): Promise<T> => {
      const key = keyParts.join(',');
      const entry = store.get(key);
      if (entry && !entry.stale) return entry.value as T;
      try {
        const value = await load();
        store.set(key, { value, stale: false });
        return value;
      } catch (error) {
        if (entry) return entry.value as T;
        throw error;
      }
    },
}));

// One server request for the whole file: React cache() memoizes like it does within a render.
vi.mock('react', async (importOriginal) => {
  const memo = new Map<unknown, unknown>();
  return {
    ...(await importOriginal<typeof import('react')>()),
    cache: (fn: () => unknown) => () => {
      if (!memo.has(fn)) memo.set(fn, fn());
      return memo.get(fn);
    },
    __resetRequest: () => memo.clear(),
  };
});

const schema = z.object({ data: z.object({ name: z.string() }) });
const req = { path: ['portfolio', 'beg-goroda'], tags: ['wp:case'] } as const;
const good = json({ success: true, data: { name: 'Бег города' } });

/** The client, and `newRequest()`: a later visitor's render (a new React request, 1 min later). */
async function load() {
  const react = (await import('react')) as unknown as { __resetRequest: () => void };
  const { wpRequest } = await import('@/lib/wp/client');
  const newRender = () => react.__resetRequest();
  const newRequest = () => {
    newRender();
    vi.setSystemTime(Date.now() + 60_000);
  };
  return { wpRequest, newRequest, newRender };
}

beforeEach(() => {
  store.clear();
  vi.resetModules();
  // The failure memory and circuits are process-wide (on globalThis): a fresh process per test.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('studio-site.wp.faults')];
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('what the cache keeps', () => {
  it('never stores a garbage, wrong-shape or 5xx answer: the next healthy answer is the first stored', async () => {
    const { wpRequest, newRequest } = await load();
    for (const bad of [
      text('<b>Warning</b>: mysqli_real_connect() {"success":tru'),
      json({ success: true, data: { unexpected: true } }),
      json({ success: false }, 500),
    ]) {
      newRequest();
      stubFetch(bad);
      await expect(wpRequest(schema, req)).resolves.toEqual({ ok: false, reason: 'failed' });
      expect(store.size).toBe(0);
    }
    newRequest();
    stubFetch(good);
    await expect(wpRequest(schema, req)).resolves.toMatchObject({ ok: true });
    expect(store.size).toBe(1);
  });

  it('keeps serving the last good copy when its refresh answers garbage, then takes the healthy one', async () => {
    const { wpRequest, newRequest } = await load();
    stubFetch(good);
    await wpRequest(schema, req);
    for (const entry of store.values()) entry.stale = true; // e.g. the webhook marked the tag stale

    newRequest();
    stubFetch(text('<html>Fatal error</html>'));
    await expect(wpRequest(schema, req)).resolves.toEqual({
      ok: true,
      data: { data: { name: 'Бег города' } },
    });

    newRequest();
    stubFetch(json({ success: true, data: { name: 'Бег города 2.0' } }));
    await expect(wpRequest(schema, req)).resolves.toEqual({
      ok: true,
      data: { data: { name: 'Бег города 2.0' } },
    });
  });

  it('stores a clean "not found", so a deleted entry does not outlive its refresh', async () => {
    const { wpRequest } = await load();
    stubFetch(json({ success: false }, 404));
    await expect(wpRequest(schema, req)).resolves.toEqual({ ok: false, reason: 'not-found' });
    expect(store.size).toBe(1);
  });
});

describe('one time-out budget per render', () => {
  it('a call that timed out spends the render budget: the next call fails without asking WordPress', async () => {
    vi.useRealTimers(); // the budget runs on the real clock here
    const { wpRequest } = await load();
    const calls = stubFetch(hang());
    const started = performance.now();
    await expect(wpRequest(schema, req)).resolves.toEqual({ ok: false, reason: 'failed' });
    await expect(wpRequest(schema, { path: ['header'], tags: ['wp:header'] })).resolves.toEqual({
      ok: false,
      reason: 'failed',
    });
    const elapsed = performance.now() - started;
    expect(calls).toHaveLength(1);
    expect(elapsed).toBeGreaterThanOrEqual(190); // WP_TIMEOUT_MS = 200 in tests
    expect(elapsed).toBeLessThan(390); // not two time-outs
  });

  it("the same request's second render (Next's error payload) does not ask a URL that just failed", async () => {
    const { wpRequest, newRender, newRequest } = await load();
    const calls = stubFetch(hang());
    await wpRequest(schema, req);
    newRender(); // a new React render: a fresh budget, but the same moment
    const started = performance.now();
    await expect(wpRequest(schema, req)).resolves.toEqual({ ok: false, reason: 'failed' });
    expect(performance.now() - started).toBeLessThan(100);
    expect(calls).toHaveLength(1);
    newRequest(); // a visitor a minute later: WordPress is asked again
    stubFetch(good);
    await expect(wpRequest(schema, req)).resolves.toMatchObject({ ok: true });
  });

  it('a cached answer needs no budget, and a new render has a budget of its own', async () => {
    const { wpRequest, newRequest } = await load();
    stubFetch(good);
    await wpRequest(schema, req);
    newRequest();
    stubFetch(hang());
    await wpRequest(schema, { path: ['header'], tags: ['wp:header'] });
    await expect(wpRequest(schema, req)).resolves.toMatchObject({ ok: true });
    newRequest();
    const calls = stubFetch(good);
    await expect(
      wpRequest(schema, { path: ['header'], tags: ['wp:header'] }),
    ).resolves.toMatchObject({ ok: true });
    expect(calls).toHaveLength(1);
  });
});

describe('circuit breaker in the client', () => {
  it('stops asking a failing resource after WP_BREAKER_FAILURES, asks once after WP_BREAKER_OPEN_MS', async () => {
    vi.stubEnv('WP_BREAKER_FAILURES', '3');
    vi.stubEnv('WP_BREAKER_OPEN_MS', '10000');
    const { wpRequest, newRender } = await load();
    const calls = stubFetch(json({ success: false }, 503));
    const someCase = (i: number) => ({ ...req, path: ['portfolio', `case-${i}`] });
    for (let i = 0; i < 5; i++) {
      newRender();
      await expect(wpRequest(schema, someCase(i))).resolves.toEqual({
        ok: false,
        reason: 'failed',
      });
    }
    expect(calls).toHaveLength(3);
    // Another resource is still asked.
    newRender();
    await wpRequest(schema, { path: ['header'], tags: ['wp:header'] });
    expect(calls).toHaveLength(4);

    vi.setSystemTime(Date.now() + 10_000);
    const healthy = stubFetch(good);
    newRender();
    await expect(wpRequest(schema, someCase(10))).resolves.toMatchObject({ ok: true });
    newRender();
    await expect(wpRequest(schema, someCase(11))).resolves.toMatchObject({ ok: true });
    expect(healthy).toHaveLength(2);
  });

  it('the revalidation webhook (forgetWpFailures) closes the circuits and forgets recent failures', async () => {
    vi.stubEnv('WP_BREAKER_FAILURES', '1');
    const { wpRequest, newRender } = await load();
    const { forgetWpFailures } = await import('@/lib/wp/faults');
    stubFetch(json({ success: false }, 503));
    await wpRequest(schema, req);
    newRender();
    const refused = stubFetch(good);
    await expect(wpRequest(schema, req)).resolves.toEqual({ ok: false, reason: 'failed' });
    expect(refused).toHaveLength(0);
    forgetWpFailures();
    newRender();
    await expect(wpRequest(schema, req)).resolves.toMatchObject({ ok: true });
    expect(refused).toHaveLength(1);
  });

  it('does not count a form POST or a clean "not found" as a failure', async () => {
    vi.stubEnv('WP_BREAKER_FAILURES', '1');
    const { wpRequest, newRequest } = await load();
    const calls = stubFetch(json({ success: false }, 404));
    for (let i = 0; i < 3; i++) {
      newRequest();
      await wpRequest(schema, req);
    }
    expect(calls).toHaveLength(1 + 0); // the first not-found is cached
    stubFetch(text('down', 502));
    await wpRequest(schema, { path: ['form'], method: 'POST', body: {}, tags: [] });
    const again = stubFetch(json({ success: true }));
    await wpRequest(z.object({ success: z.boolean() }), {
      path: ['form'],
      method: 'POST',
      body: {},
      tags: [],
    });
    expect(again).toHaveLength(1);
  });
});
