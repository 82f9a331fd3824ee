// @vitest-environment node
// The demo WordPress's fault knobs (demo-wp/faults.mjs) behave as documented.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { blogListSchema, caseDetailSchema, headerSchema } from '@/lib/wp/schemas';
import { api, control, getJson, parse, withDemoWp, wp } from './support';

withDemoWp();

describe('demo WordPress: knobs', () => {
  afterEach(async () => {
    await fetch(`${wp.url}/__control/reset`, { method: 'POST' });
  });

  it('reports, changes and resets the state', async () => {
    const start = await (await fetch(`${wp.url}/__control`)).json();
    expect(start).toMatchObject({ mode: 'ok', latencyMs: 0, match: null });
    expect((await control({ mode: 'error', match: 'blog' })).status).toBe(200);
    expect(await (await fetch(`${wp.url}/__control`)).json()).toMatchObject({
      mode: 'error',
      match: 'blog',
    });
    expect((await control({ mode: 'broken' })).status).toBe(400);
    expect((await control({ latencyMs: -5 })).status).toBe(400);
    const reset = await fetch(`${wp.url}/__control/reset`, { method: 'POST' });
    expect(await reset.json()).toEqual({ mode: 'ok', latencyMs: 0, match: null });
    parse(headerSchema, await getJson('/header'));
  });

  it('down: drops the connection without an answer', async () => {
    await control({ mode: 'down' });
    await expect(api('/header')).rejects.toThrow();
  });

  it('error: HTTP 500 with an HTML body', async () => {
    await control({ mode: 'error' });
    const res = await api('/portfolio/fk-volna');
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    await expect(res.json()).rejects.toThrow();
  });

  it('garbage: HTTP 200 with a body that is not JSON', async () => {
    await control({ mode: 'garbage' });
    const res = await api('/header');
    expect(res.status).toBe(200);
    await expect(res.json()).rejects.toThrow();
  });

  it('invalid: HTTP 200 JSON of the wrong shape', async () => {
    await control({ mode: 'invalid' });
    const body = await getJson('/header');
    expect(body).toEqual({ success: true, data: { unexpected: true } });
    expect(headerSchema.safeParse(body).success).toBe(false);
    expect(caseDetailSchema.safeParse(await getJson('/portfolio/fk-volna')).success).toBe(false);
  });

  it('latency: delays API answers', async () => {
    await control({ latencyMs: 300 });
    const started = performance.now();
    parse(headerSchema, await getJson('/header'));
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('match: applies faults only to API paths containing the substring', async () => {
    await control({ mode: 'error', latencyMs: 0, match: 'portfolio' });
    expect((await api('/portfolio')).status).toBe(500);
    expect((await api('/portfolio/fk-volna')).status).toBe(500);
    parse(headerSchema, await getJson('/header'));
    parse(blogListSchema, await getJson('/blog'));
  });

  it('never breaks the service paths and media', async () => {
    await control({ mode: 'down', latencyMs: 0 });
    expect(await (await fetch(`${wp.url}/__health`)).text()).toBe('ok');
    expect((await fetch(`${wp.url}/__leads`)).status).toBe(200);
    expect((await fetch(`${wp.url}/wp-content/uploads/cases/volna-cover.webp`)).status).toBe(200);
    expect((await fetch(`${wp.url}/__control`)).status).toBe(200);
  });

  it('reads DEMO_WP_PORT and DEMO_WP_MODE when run directly', async () => {
    const server = fileURLToPath(new URL('../../demo-wp/server.mjs', import.meta.url));
    const child = spawn(process.execPath, [server], {
      env: { ...process.env, DEMO_WP_PORT: '0', DEMO_WP_MODE: 'error', DEMO_WP_LATENCY_MS: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const apiUrl = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const found = out.match(/(http:\/\/127\.0\.0\.1:\d+\/wp-json\/studio\/v1)/);
          if (found?.[1]) resolve(found[1]);
        });
        child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
      });
      expect((await fetch(`${apiUrl}/header`)).status).toBe(500);
      const origin = new URL(apiUrl).origin;
      expect(await (await fetch(`${origin}/__control`)).json()).toMatchObject({ mode: 'error' });
    } finally {
      child.kill('SIGTERM');
    }
  });
});
