// Vacancies in job search (requests only, no browser): every demo vacancy has a page of its own,
// linked from the list and in the sitemap, whose JSON-LD parses and carries the JobPosting fields
// Google and Yandex require; an unknown vacancy is a 404.
import { expect, test } from '@playwright/test';
import { SITE_ORIGIN, WP_API } from '../helpers/wp';

type Vacancy = {
  slug: string;
  title: string;
  remote: boolean;
  city: string | null;
  base_salary: unknown;
};

function jsonLd(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.flatMap((m) => {
    const data = JSON.parse(m[1]!) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
}

test('each vacancy’s page carries valid JobPosting JSON-LD', async ({ request }) => {
  const answer = (await (await request.get(`${WP_API}/vacancies`)).json()) as {
    data: { vacancies: Vacancy[] };
  };
  const vacancies = answer.data.vacancies;
  expect(vacancies.length).toBeGreaterThan(0);
  const list = await (await request.get('/vacancies/')).text();
  const sitemap = await (await request.get('/sitemaps/vacancies-1.xml')).text();
  let withoutSalary = 0;
  for (const v of vacancies) {
    const path = `/vacancies/${encodeURIComponent(v.slug)}/`;
    expect(list, `the list links ${path}`).toContain(`href="${path}"`);
    expect(sitemap).toContain(`<loc>${SITE_ORIGIN}${path}</loc>`);
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<link rel="canonical" href="${SITE_ORIGIN}${path}"`);
    const ld = jsonLd(html);
    const job = ld.find((x) => x['@type'] === 'JobPosting');
    expect(job, path).toBeTruthy();
    for (const key of [
      'title',
      'description',
      'datePosted',
      'hiringOrganization',
      'employmentType',
    ]) {
      expect(job![key], `${path}: ${key}`).toBeTruthy();
    }
    expect(job!.title).toBe(v.title);
    expect(Number.isNaN(Date.parse(String(job!.datePosted)))).toBe(false);
    // A place, or remote work with the applicants' country.
    if (v.remote) {
      expect(job).toMatchObject({
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: { '@type': 'Country' },
      });
    } else {
      expect(job).toMatchObject({
        jobLocation: { '@type': 'Place', address: { addressCountry: 'RU' } },
      });
    }
    if (v.base_salary) {
      expect(job).toMatchObject({
        baseSalary: { '@type': 'MonetaryAmount', currency: 'RUB', value: { unitText: 'MONTH' } },
      });
    } else {
      withoutSalary += 1;
      expect(job).not.toHaveProperty('baseSalary');
    }
    expect(ld.some((x) => x['@type'] === 'BreadcrumbList')).toBe(true);
  }
  // The demo holds a vacancy without a salary: its markup is still complete.
  expect(withoutSalary).toBeGreaterThan(0);
});

test('an unknown vacancy is a 404', async ({ request }) => {
  expect((await request.get('/vacancies/net-takoy-vakansii/')).status()).toBe(404);
});
