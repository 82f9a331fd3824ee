// @vitest-environment node
// The bundled demo WordPress's own endpoints (demo-wp/server.mjs): the request counter and the
// editor.
import { describe, expect, it } from 'vitest';
import { caseDetailSchema } from '@/lib/wp/schemas';
import { api, control, getJson, parse, withDemoWp, wp } from './support';

withDemoWp();

describe('demo WordPress: request counter and editor', () => {
  it('counts the API requests it received, by path, faulted ones too; DELETE resets', async () => {
    await fetch(`${wp.url}/__stats`, { method: 'DELETE' });
    await api('/header');
    await api('/header');
    await control({ mode: 'error', match: '/vacancies' });
    await api('/vacancies');
    await fetch(`${wp.url}/__control/reset`, { method: 'POST' });
    await fetch(`${wp.url}/__health`);
    const stats = (await (await fetch(`${wp.url}/__stats`)).json()) as {
      requests: number;
      byPath: Record<string, number>;
    };
    expect(stats).toEqual({ requests: 3, byPath: { '/header': 2, '/vacancies': 1 } });
    await fetch(`${wp.url}/__stats`, { method: 'DELETE' });
    expect(await (await fetch(`${wp.url}/__stats`)).json()).toEqual({ requests: 0, byPath: {} });
  });

  it('changes a case title as an editor would, and undoes it', async () => {
    const edit = (body: unknown) =>
      fetch(`${wp.url}/__edit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const title = async () =>
      parse(caseDetailSchema, await getJson('/portfolio/beg-goroda')).data.case.title;
    const original = await title();
    expect((await edit({ slug: 'beg-goroda', title: 'Бег города: новая редакция' })).status).toBe(
      200,
    );
    expect(await title()).toBe('Бег города: новая редакция');
    expect((await edit({ slug: 42 })).status).toBe(400);
    await fetch(`${wp.url}/__edit`, { method: 'DELETE' });
    expect(await title()).toBe(original);
  });
});
