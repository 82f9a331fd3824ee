// Contract parity: for every call the site makes, the real WordPress (the plugin, with the demo
// content imported through its REST API) answers what the demo WordPress answers, and its answer
// parses with the site's own zod schemas with nothing dropped or filled in for lack of data.
// A mismatch names the call and the field. This also keeps the demo WordPress honest.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { z } from 'zod';
import { blockSchema, constructorSchema } from '../../lib/wp/blocks';
import {
  articleDetailSchema,
  blogListSchema,
  caseDetailSchema,
  headerSchema,
  portfolioListSchema,
  solutionDetailSchema,
  solutionListSchema,
  vacancyDetailSchema,
  vacancyListSchema,
} from '../../lib/wp/schemas';
import { WP_API } from '../helpers/wp';
import { realWp, type RealWpState } from './state';

// Read when the tests run: the setup project writes it after this file is collected.
let state: RealWpState | null = null;
test.beforeAll(() => {
  state = realWp();
  test.skip(state === null, 'the real WordPress was not started (see the setup project)');
});

type Answer = { status: number; body: unknown };
type Json = Record<string, unknown>;

/** An own field (a case's `constructor` is data here, not Object.prototype.constructor). */
const field = (value: unknown, key: string): unknown =>
  value !== null && typeof value === 'object' && Object.hasOwn(value, key)
    ? (value as Json)[key]
    : undefined;

async function get(request: APIRequestContext, url: string): Promise<Answer> {
  const res = await request.get(url, { failOnStatusCode: false });
  return { status: res.status(), body: await res.json().catch(() => '(not JSON)') };
}

/** A media URL of either WordPress; only its file name is compared (the folders differ). */
const MEDIA_RE =
  /https?:\/\/(?:127\.0\.0\.1|localhost)(?::\d+)?\/wp-content\/uploads\/(?:[^\s"'<>?#]*\/)?([^\s"'<>)?#/]+)/g;
const ISO_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})?$/;

/**
 * What may differ between two WordPresses holding the same content: ids (a card is named by its
 * slug, a term or vacancy by its title), media URLs (the file name stays), a date's offset,
 * null against a missing field (the contract allows either), and when an item was last changed
 * (`modified`: WordPress sets it on every save and the import's time there, a fixed date in the
 * demo; both must be a date).
 */
export function normalise(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalise);
  if (value !== null && typeof value === 'object') {
    const out: Json = {};
    for (const [key, v] of Object.entries(value)) {
      // `modified` is when WordPress last saved the entry: the import's own time, not the demo's.
      if (key === 'modified') continue;
      if (v !== null && v !== undefined) out[key] = normalise(v);
    }
    if (typeof out.modified === 'string') {
      out.modified = ISO_RE.test(out.modified) ? '(a date)' : out.modified;
    }
    if ('id' in out) out.id = 'slug' in out ? `slug:${out.slug}` : `title:${String(out.title)}`;
    return out;
  }
  if (typeof value === 'string') {
    if (ISO_RE.test(value) && !Number.isNaN(Date.parse(value))) {
      return new Date(value).toISOString();
    }
    return value.replace(MEDIA_RE, 'media:$1');
  }
  return value;
}

/** The paths where two JSON values differ, with both sides. */
export function differences(a: unknown, b: unknown, at = ''): string[] {
  if (Array.isArray(a) && Array.isArray(b)) {
    const out = a.length === b.length ? [] : [`${at || '.'}: length ${a.length} ≠ ${b.length}`];
    for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
      out.push(...differences(a[i], b[i], `${at}[${i}]`));
    }
    return out;
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((k) => differences(field(a, k), field(b, k), `${at}.${k}`));
  }
  return Object.is(a, b) ? [] : [`${at || '.'}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`];
}

const KNOWN_TYPES = new Set(blockSchema.options.map((o) => o.shape.type.value as string));

/** Block type → the attributes its block.json declares with a default. */
const BLOCK_DEFAULTS: Record<string, string[]> = Object.fromEntries(
  readdirSync('wordpress/studio-headless/blocks').map((dir) => {
    const json = JSON.parse(
      readFileSync(path.join('wordpress/studio-headless/blocks', dir, 'block.json'), 'utf8'),
    ) as { name: string; attributes: Record<string, { default?: unknown }> };
    const type = dir === 'functional-create' ? dir : dir.replaceAll('-', '_');
    const withDefault = Object.entries(json.attributes).filter(([, a]) => 'default' in a);
    return [type, withDefault.map(([k]) => k)];
  }),
);

/**
 * Checks that the site reads the real answer whole: it parses, every list keeps its length, every
 * block of a known type survives (the demo's deliberately broken blocks aside), and each block
 * carries the defaults its block.json declares rather than leaving them to the site.
 */
function readsWhole(call: string, schema: z.ZodType, real: Answer, demo: Answer): string[] {
  const parsed = schema.safeParse(real.body);
  if (!parsed.success) return [`${call}: the site's schema refuses it: ${parsed.error.message}`];
  const problems: string[] = [];
  const data = (real.body as { data?: Json }).data ?? {};
  const out = (parsed.data as { data?: Json }).data ?? {};
  for (const key of ['portfolio', 'articles', 'solutions', 'vacancies', 'categories']) {
    if (Array.isArray(data[key]) && (out[key] as unknown[]).length !== data[key].length) {
      problems.push(`${call}: data.${key}: the site dropped items`);
    }
  }
  const raw = field(data.case, 'constructor');
  if (Array.isArray(raw)) {
    const demoCase = field(field(demo.body, 'data'), 'case');
    const demoRaw = (field(demoCase, 'constructor') ?? []) as unknown[];
    const kept = (list: unknown[]) => constructorSchema.parse(list).length;
    const known = (list: unknown[]) =>
      list.filter((b) => KNOWN_TYPES.has(String((b as Json).type))).length;
    if (known(raw) - kept(raw) !== known(demoRaw) - kept(demoRaw)) {
      problems.push(`${call}: constructor: the site dropped blocks it keeps from the demo`);
    }
    raw.forEach((block, i) => {
      const b = block as Json;
      for (const key of BLOCK_DEFAULTS[String(b.type)] ?? []) {
        if (b[key] === undefined || b[key] === null) {
          problems.push(`${call}: constructor[${i}] (${String(b.type)}).${key}: no value`);
        }
      }
    });
  }
  return problems;
}

/** The same call on the real WordPress: demo term ids become the real ones. */
function onReal(call: string, s: RealWpState): string {
  return call
    .replace(
      /(categories\[\]=)(\d+)/,
      (_, p: string, id: string) => `${p}${s.directions[id] ?? id}`,
    )
    .replace(/([?&]category=)(\d+)/, (_, p: string, id: string) => `${p}${s.categories[id] ?? id}`);
}

function schemaOf(call: string): z.ZodType {
  const [pathPart] = call.split('?');
  const [resource, slug] = pathPart!.split('/').filter(Boolean);
  if (resource === 'header') return headerSchema;
  if (resource === 'portfolio') return slug ? caseDetailSchema : portfolioListSchema;
  if (resource === 'blog') return slug ? articleDetailSchema : blogListSchema;
  if (resource === 'solutions') return slug ? solutionDetailSchema : solutionListSchema;
  return slug ? vacancyDetailSchema : vacancyListSchema;
}

test('every call the site makes answers the same from the real and the demo WordPress', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const s = state!;
  const demoList = async (path: string, key: string) =>
    ((await get(request, `${WP_API}${path}`)).body as { data: Record<string, Json[]> }).data[key]!;
  const cases = await demoList('/portfolio?page=1&count=-1', 'portfolio');
  const articles = await demoList('/blog?page=1&count=-1', 'articles');
  const solutions = await demoList('/solutions', 'solutions');
  const vacancies = await demoList('/vacancies', 'vacancies');
  const directions = await demoList('/portfolio', 'categories');
  const blogCategories = await demoList('/blog', 'categories');
  expect(cases.length).toBeGreaterThanOrEqual(10);

  const calls = [
    '/header',
    '/portfolio',
    '/portfolio?page=1&count=4',
    '/portfolio?page=2&count=4',
    '/portfolio?page=3&count=4',
    '/portfolio?page=9&count=4',
    '/portfolio?page=1&count=12',
    '/portfolio?page=1&count=-1',
    '/portfolio?page=1&count=4&categories[]=-1',
    ...directions.map((d) => `/portfolio?page=1&count=4&categories[]=${String(d.id)}`),
    ...cases.map((c) => `/portfolio/${String(c.slug)}`),
    '/portfolio/archived-case',
    '/portfolio/no-such-case',
    '/blog',
    '/blog?page=1&count=12',
    '/blog?page=2&count=12',
    '/blog?page=2&count=4',
    ...blogCategories.map((c) => `/blog?page=1&count=12&category=${String(c.id)}`),
    ...articles.map((a) => `/blog/${String(a.slug)}`),
    '/blog/no-such-article',
    '/solutions',
    ...solutions.map((x) => `/solutions/${String(x.slug)}`),
    '/solutions/no-such-solution',
    '/vacancies',
    ...vacancies.map((v) => `/vacancies/${String(v.slug)}`),
    '/vacancies/no-such-vacancy',
  ];

  const problems: string[] = [];
  for (const call of calls) {
    const demo = await get(request, `${WP_API}${call}`);
    const real = await get(request, `${s.apiUrl}${onReal(call, s)}`);
    if (real.status !== demo.status) {
      problems.push(`${call}: HTTP ${real.status} from WordPress, ${demo.status} from the demo`);
      continue;
    }
    problems.push(
      ...differences(normalise(real.body), normalise(demo.body)).map((d) => `${call}: ${d}`),
    );
    if (real.status === 200) problems.push(...readsWhole(call, schemaOf(call), real, demo));
  }
  expect(problems, `${calls.length} calls compared`).toEqual([]);
});
