// A vacancy's metadata and JobPosting JSON-LD: the fields Google and Yandex require or recommend
// that WordPress knows, a vacancy without a salary still valid, hostile HTML harmless.
import { serializeJsonLd } from '@/lib/seo/jsonld';
import {
  describeVacancy,
  jobPostingJsonLd,
  monetaryAmount,
  vacancyJsonLd,
  vacancyMetadata,
} from '@/lib/seo/vacancy';
import { vacancySchema, type Vacancy } from '@/lib/wp/schemas';

const SITE = 'https://orbita.example/';

const vacancy = (fields: Record<string, unknown> = {}): Vacancy =>
  vacancySchema.parse({
    id: 401,
    slug: 'backend-php-laravel',
    title: 'Backend-разработчик (PHP, Laravel)',
    date: '2026-11-02T07:00:00+00:00',
    salary: 'от 250 000 ₽',
    city: 'Москва',
    format: 'Гибрид',
    description: '<p>Делаем личные кабинеты.</p><ul><li>Laravel</li></ul>',
    employment_type: ['FULL_TIME'],
    remote: false,
    base_salary: { min: 250000, max: null, currency: 'RUB', unit: 'MONTH' },
    valid_through: '2027-01-31',
    ...fields,
  });

/** What Google's job search requires of a JobPosting. */
const REQUIRED = ['title', 'description', 'datePosted', 'hiringOrganization'] as const;

describe('jobPostingJsonLd', () => {
  it('carries the required and recommended fields WordPress knows', () => {
    const job = jobPostingJsonLd('backend-php-laravel', vacancy(), SITE) as unknown as Record<
      string,
      unknown
    >;
    for (const key of REQUIRED) expect(job[key], key).toBeTruthy();
    expect(job).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Backend-разработчик (PHP, Laravel)',
      url: 'https://orbita.example/vacancies/backend-php-laravel/',
      datePosted: '2026-11-02T07:00:00+00:00',
      validThrough: '2027-01-31',
      employmentType: 'FULL_TIME',
      directApply: false,
      identifier: { '@type': 'PropertyValue', name: 'Орбита', value: '401' },
      hiringOrganization: {
        '@type': 'Organization',
        '@id': 'https://orbita.example/#organization',
        name: 'Орбита',
        sameAs: 'https://orbita.example/',
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Москва', addressCountry: 'RU' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'RUB',
        value: { '@type': 'QuantitativeValue', minValue: 250000, unitText: 'MONTH' },
      },
    });
    expect(job.description).toBe('<p>Делаем личные кабинеты.</p><ul><li>Laravel</li></ul>');
    expect(job).not.toHaveProperty('jobLocationType');
  });

  it('is still valid without a salary or an end date: no baseSalary, no validThrough', () => {
    const job = jobPostingJsonLd(
      'x',
      vacancy({ base_salary: null, salary: null, valid_through: null }),
      SITE,
    ) as unknown as Record<string, unknown>;
    for (const key of REQUIRED) expect(job[key], key).toBeTruthy();
    expect(job).not.toHaveProperty('baseSalary');
    expect(job).not.toHaveProperty('validThrough');
    expect(job.jobLocation).toBeTruthy();
  });

  it('marks remote work TELECOMMUTE with the applicants’ country, and keeps a city when given', () => {
    const remote = jobPostingJsonLd('x', vacancy({ remote: true, city: null }), SITE);
    expect(remote).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'RU' },
    });
    expect(remote).not.toHaveProperty('jobLocation');
    const hybrid = jobPostingJsonLd('x', vacancy({ remote: true }), SITE);
    expect(hybrid).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      jobLocation: { '@type': 'Place' },
    });
  });

  it('places a vacancy with neither a city nor remote work at the studio’s office', () => {
    const job = jobPostingJsonLd('x', vacancy({ city: null, remote: false }), SITE);
    expect(job).toMatchObject({
      jobLocation: {
        address: {
          addressLocality: 'Москва',
          streetAddress: 'Москва, Пресненская набережная, 12',
          addressCountry: 'RU',
        },
      },
    });
  });

  it('lists several employment types, and none when WordPress gives none', () => {
    const several = jobPostingJsonLd(
      'x',
      vacancy({ employment_type: ['FULL_TIME', 'INTERN'] }),
      SITE,
    );
    expect(several).toMatchObject({ employmentType: ['FULL_TIME', 'INTERN'] });
    expect(jobPostingJsonLd('x', vacancy({ employment_type: [] }), SITE)).not.toHaveProperty(
      'employmentType',
    );
  });

  it('leaves hostile HTML out of the description and out of the <script> it is written into', () => {
    const hostile = vacancy({
      title: 'Тестировщик </script><script>alert(1)</script>',
      description:
        '<p onclick="x()">Текст</p><script>alert(1)</script><a href="javascript:alert(1)">ссылка</a><img src=x onerror=alert(1)>',
    });
    const job = jobPostingJsonLd('x', hostile, SITE) as { description: string; title: string };
    expect(job.description).not.toMatch(/<script|onclick|onerror|javascript:/i);
    expect(job.description).toContain('Текст');
    const serialized = serializeJsonLd(vacancyJsonLd('x', hostile, SITE));
    expect(serialized).not.toMatch(/<\/script|<script/i);
    expect(JSON.parse(serialized)[0].title).toBe(job.title);
  });

  it('gives a vacancy without a description a description all the same', () => {
    const job = jobPostingJsonLd('x', vacancy({ description: '' }), SITE) as {
      description: string;
    };
    expect(job.description).toContain('Backend-разработчик');
  });
});

describe('monetaryAmount', () => {
  it('is a value for equal ends, a range for two, one end for one', () => {
    const unit = { currency: 'RUB', unit: 'MONTH' as const };
    expect(monetaryAmount({ min: 200000, max: 200000, ...unit }).value).toEqual({
      '@type': 'QuantitativeValue',
      value: 200000,
      unitText: 'MONTH',
    });
    expect(monetaryAmount({ min: 180000, max: 230000, ...unit }).value).toMatchObject({
      minValue: 180000,
      maxValue: 230000,
    });
    expect(monetaryAmount({ min: undefined, max: 90000, ...unit }).value).toEqual({
      '@type': 'QuantitativeValue',
      maxValue: 90000,
      unitText: 'MONTH',
    });
  });
});

describe('vacancyMetadata and breadcrumbs', () => {
  it('gives the page its title, description, canonical and Open Graph', () => {
    const meta = vacancyMetadata('backend-php-laravel', vacancy());
    expect(meta.title).toBe('Вакансия: Backend-разработчик (PHP, Laravel)');
    expect(meta.alternates?.canonical).toBe('/vacancies/backend-php-laravel/');
    expect(meta.openGraph).toMatchObject({
      url: '/vacancies/backend-php-laravel/',
      locale: 'ru_RU',
    });
    expect(meta.description).toBe(describeVacancy(vacancy()));
    expect(meta.description).toContain('от 250 000 ₽, Москва, Гибрид');
  });

  it('puts the vacancy under Вакансии in the breadcrumbs', () => {
    const [, crumbs] = vacancyJsonLd('backend-php-laravel', vacancy(), SITE);
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Главная', item: 'https://orbita.example/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Вакансии',
        item: 'https://orbita.example/vacancies/',
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Backend-разработчик (PHP, Laravel)',
        item: 'https://orbita.example/vacancies/backend-php-laravel/',
      },
    ]);
  });
});
