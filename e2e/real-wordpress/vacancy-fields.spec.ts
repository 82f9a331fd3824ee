// A vacancy's JobPosting fields in the real WordPress (docs/WP-API.md 'Vacancy'): saved through
// core's REST API (`meta` of /wp/v2/vacancies), they come back typed in the contract's list and
// in GET vacancies/{slug}; WordPress refuses values outside their lists; a vacancy without them
// answers empty values, never invented ones; the site's page of the vacancy carries them as
// JobPosting JSON-LD. The vacancies it makes are deleted at the end.
import { expect, test } from '@playwright/test';
import { realWp, wpRest, type RealWpState } from './state';

let state: RealWpState | null = null;
test.beforeAll(() => {
  state = realWp();
  test.skip(state === null, 'the real WordPress was not started (see the setup project)');
});

type WpPost = { id: number; slug: string };
type Vacancy = Record<string, unknown> & { slug: string };

const made: number[] = [];
test.afterAll(async () => {
  for (const id of made) await wpRest(state!, 'DELETE', `/vacancies/${id}?force=true`);
});

async function create(slug: string, meta: Record<string, unknown>): Promise<WpPost> {
  const post = await wpRest<WpPost>(state!, 'POST', '/vacancies', {
    title: 'QA-инженер (автотесты)',
    slug,
    status: 'publish',
    date_gmt: '2026-11-03T08:30:00',
    content: '<p>Пишем автотесты на Playwright для сайтов и личных кабинетов.</p>',
    meta,
  });
  made.push(post.id);
  return post;
}

async function api<T>(path: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${state!.apiUrl}${path}`);
  return { status: res.status, body: (await res.json()) as T };
}

test('the JobPosting fields saved over REST come back in the contract', async () => {
  const slug = `qa-${Date.now()}`;
  await create(slug, {
    city: 'Санкт-Петербург',
    salary: 'от 150 000 ₽',
    employment_type: ['FULL_TIME', 'CONTRACTOR'],
    remote: true,
    salary_min: 150000,
    salary_max: 210000,
    salary_currency: 'RUB',
    salary_unit: 'MONTH',
    valid_through: '2027-02-28',
  });
  const detail = await api<{ success: boolean; data: { vacancy: Vacancy } }>(`/vacancies/${slug}`);
  expect(detail.status).toBe(200);
  const vacancy = detail.body.data.vacancy;
  expect(vacancy).toMatchObject({
    slug,
    title: 'QA-инженер (автотесты)',
    city: 'Санкт-Петербург',
    salary: 'от 150 000 ₽',
    employment_type: ['FULL_TIME', 'CONTRACTOR'],
    remote: true,
    base_salary: { min: 150000, max: 210000, currency: 'RUB', unit: 'MONTH' },
    valid_through: '2027-02-28',
  });
  // The date posted from post_date_gmt, in UTC; modified is WordPress's own.
  expect(vacancy.date).toBe('2026-11-03T08:30:00+00:00');
  expect(Number.isNaN(Date.parse(String(vacancy.modified)))).toBe(false);

  const list = await api<{ data: { vacancies: Vacancy[] } }>('/vacancies');
  expect(list.body.data.vacancies.find((v) => v.slug === slug)).toEqual(vacancy);

  // The site's page of the vacancy, rendered from this WordPress, carries them as JobPosting.
  const page = await fetch(`${state!.site.origin}/vacancies/${slug}/`);
  expect(page.status).toBe(200);
  const html = await page.text();
  const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .flatMap((m) => JSON.parse(m[1]!) as Record<string, unknown>[])
    .find((x) => x['@type'] === 'JobPosting');
  expect(ld).toMatchObject({
    title: 'QA-инженер (автотесты)',
    datePosted: '2026-11-03T08:30:00+00:00',
    validThrough: '2027-02-28',
    employmentType: ['FULL_TIME', 'CONTRACTOR'],
    jobLocationType: 'TELECOMMUTE',
    jobLocation: { address: { addressLocality: 'Санкт-Петербург', addressCountry: 'RU' } },
    baseSalary: {
      currency: 'RUB',
      value: { minValue: 150000, maxValue: 210000, unitText: 'MONTH' },
    },
  });
});

test('a vacancy without the fields answers empty ones, and WordPress refuses values off their lists', async () => {
  const slug = `bare-${Date.now()}`;
  await create(slug, {});
  const { body } = await api<{ data: { vacancy: Vacancy } }>(`/vacancies/${slug}`);
  expect(body.data.vacancy).toMatchObject({
    employment_type: [],
    remote: false,
    base_salary: null,
    valid_through: null,
    salary: null,
    city: null,
  });

  for (const meta of [
    { employment_type: ['FULL_TIME', 'SLAVERY'] },
    { salary_unit: 'FORTNIGHT' },
    { salary_currency: 'BTC' },
  ]) {
    await expect(
      wpRest(state!, 'POST', `/vacancies/${made.at(-1)!}`, { meta }),
      JSON.stringify(meta),
    ).rejects.toThrow(/HTTP 400/);
  }
  // A day that is not a calendar day is stored as none; a negative amount as none.
  await wpRest(state!, 'POST', `/vacancies/${made.at(-1)!}`, {
    meta: { valid_through: '2027-02-30', salary_min: -5 },
  });
  const after = await api<{ data: { vacancy: Vacancy } }>(`/vacancies/${slug}`);
  expect(after.body.data.vacancy).toMatchObject({ valid_through: null, base_salary: null });
});

test('an unknown vacancy slug answers 404 { success: false }', async () => {
  const { status, body } = await api<{ success: boolean }>('/vacancies/no-such-vacancy');
  expect(status).toBe(404);
  expect(body).toEqual({ success: false });
});
