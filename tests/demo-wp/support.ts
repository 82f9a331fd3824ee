// The bundled demo WordPress started once per test file, and what its tests share: the calls the
// site makes, the site's own parse of an answer, the fault knobs and every case it serves.
import http from 'node:http';
import { z } from 'zod';
import { caseDetailSchema, portfolioListSchema, type CaseDetail } from '@/lib/wp/schemas';
import { startDemoWp, type DemoWp } from '../../demo-wp/server.mjs';

export let wp: DemoWp;

/** Starts the demo WordPress before the file's tests and closes it after them. */
export function withDemoWp() {
  beforeAll(async () => {
    wp = await startDemoWp({ port: 0, mode: 'ok', latencyMs: 0, match: null });
  });

  afterAll(async () => {
    await wp.close();
  });
}

export const api = (path: string, init?: RequestInit) => fetch(`${wp.apiUrl}${path}`, init);

export async function getJson(path: string, status = 200): Promise<unknown> {
  const res = await api(path);
  expect(res.status, path).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return res.json();
}

/** What the site does with an answer: success must be true, then the schema must accept it. */
export function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  expect(body).toMatchObject({ success: true });
  const result = schema.safeParse(body);
  if (!result.success) throw new Error(z.prettifyError(result.error));
  return result.data;
}

export const control = (body: object) =>
  fetch(`${wp.url}/__control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

export function rawGet(path: string): Promise<number> {
  const { hostname, port } = new URL(wp.url);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

type RawBlock = { type: string } & Record<string, unknown>;
export type CaseFixture = {
  slug: string;
  raw: { data: { case: { constructor: RawBlock[] } } };
  parsed: CaseDetail;
};

export async function allCards() {
  const cards: z.output<typeof portfolioListSchema>['data']['portfolio'] = [];
  for (let page = 1; ; page++) {
    const list = parse(portfolioListSchema, await getJson(`/portfolio?page=${page}&count=4`));
    cards.push(...list.data.portfolio);
    if (page >= list.meta.last_page) return cards;
  }
}

export async function allCases(): Promise<CaseFixture[]> {
  const cards = await allCards();
  return Promise.all(
    cards.map(async ({ slug }) => {
      const raw = (await getJson(`/portfolio/${encodeURIComponent(slug)}`)) as CaseFixture['raw'];
      return { slug, raw, parsed: parse(caseDetailSchema, raw).data };
    }),
  );
}
