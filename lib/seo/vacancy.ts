// Metadata and JSON-LD of a vacancy's page (pure functions of the WordPress answer): JobPosting as
// Google's job search and Yandex read it (schema.org), with the fields WordPress knows — title,
// description (sanitised HTML), datePosted, validThrough, the studio as hiringOrganization, the
// place or remote work, employmentType, baseSalary only when numbers are given, identifier.
import type { Metadata } from 'next';
import type { BreadcrumbList, JobPosting, WithContext } from 'schema-dts';
import { truncate } from '../format';
import { absoluteUrl, siteOrigin, VACANCIES_PATH, vacancyPath } from '../paths';
import { sanitizeHtml } from '../sanitize';
import { OFFICE, SITE_NAME } from '../site';
import { htmlToText } from '../text/plain';
import type { BaseSalary, Vacancy } from '../wp/schemas';
import { breadcrumbsJsonLd } from './breadcrumbs';
import { pageMetadata } from './metadata';
import { studio } from './organization';

const DESCRIPTION_MAX = 180;
/** Where remote applicants may live: the studio hires in Russia. */
const APPLICANT_COUNTRY = 'RU';

/** A vacancy's title as plain text. */
export function vacancyTitle(vacancy: Vacancy): string {
  return htmlToText(vacancy.title) || vacancy.title;
}

/** meta description: the salary, city and format, then the start of the description. */
export function describeVacancy(vacancy: Vacancy): string {
  const facts = [vacancy.salary, vacancy.city, vacancy.format]
    .map((fact) => (fact ? htmlToText(fact) : ''))
    .filter(Boolean)
    .join(', ');
  const text = truncate(htmlToText(vacancy.description), DESCRIPTION_MAX);
  const lead = `Вакансия студии ${SITE_NAME}: ${vacancyTitle(vacancy)}${facts ? ` (${facts})` : ''}.`;
  return text ? `${lead} ${text}` : lead;
}

export function vacancyMetadata(slug: string, vacancy: Vacancy): Metadata {
  const title = vacancyTitle(vacancy);
  return pageMetadata({
    title: `Вакансия: ${title}`,
    description: describeVacancy(vacancy),
    path: vacancyPath(slug),
    ogTitle: `${title} — вакансия ${SITE_NAME}`,
  });
}

/** schema.org MonetaryAmount of the salary numbers: a value, or a range, or one of its ends. */
export function monetaryAmount({ min, max, currency, unit }: BaseSalary) {
  const value =
    min !== undefined && max !== undefined && min === max
      ? { value: min }
      : {
          ...(min !== undefined ? { minValue: min } : {}),
          ...(max !== undefined ? { maxValue: max } : {}),
        };
  return {
    '@type': 'MonetaryAmount' as const,
    currency,
    value: { '@type': 'QuantitativeValue' as const, ...value, unitText: unit },
  };
}

/** The job's place: the vacancy's city, else (when not remote) the studio's office. */
function jobLocation(vacancy: Vacancy) {
  const city = vacancy.city ? htmlToText(vacancy.city) : '';
  if (!city && vacancy.remote) return null;
  const [officeCity] = OFFICE.address.split(',');
  const address = city
    ? { addressLocality: city }
    : { streetAddress: OFFICE.address, addressLocality: officeCity?.trim() ?? OFFICE.address };
  return {
    '@type': 'Place' as const,
    address: { '@type': 'PostalAddress' as const, ...address, addressCountry: 'RU' },
  };
}

export function jobPostingJsonLd(
  slug: string,
  vacancy: Vacancy,
  siteUrl: string,
): WithContext<JobPosting> {
  const url = absoluteUrl(siteUrl, vacancyPath(slug));
  const title = vacancyTitle(vacancy);
  // Google takes HTML here (paragraphs, lists, headings); the same allow-list as the page's.
  const description =
    sanitizeHtml(vacancy.description).trim() || `<p>${describeVacancy(vacancy)}</p>`;
  const place = jobLocation(vacancy);
  const types = vacancy.employment_type;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    '@id': `${url}#job`,
    title,
    description,
    url,
    ...(vacancy.date ? { datePosted: vacancy.date } : {}),
    ...(vacancy.valid_through ? { validThrough: vacancy.valid_through } : {}),
    hiringOrganization: {
      ...studio(siteUrl),
      sameAs: `${siteOrigin(siteUrl)}/`,
      logo: `${siteOrigin(siteUrl)}/icon.svg`,
    },
    ...(place ? { jobLocation: place } : {}),
    ...(vacancy.remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: APPLICANT_COUNTRY },
        }
      : {}),
    ...(types.length ? { employmentType: types.length === 1 ? types[0] : types } : {}),
    ...(vacancy.base_salary ? { baseSalary: monetaryAmount(vacancy.base_salary) } : {}),
    // Applying means sending a CV by e-mail, not a form on this page.
    directApply: false,
    identifier: { '@type': 'PropertyValue', name: SITE_NAME, value: vacancy.id },
  };
}

export function vacancyJsonLd(
  slug: string,
  vacancy: Vacancy,
  siteUrl: string,
): [WithContext<JobPosting>, WithContext<BreadcrumbList>] {
  return [
    jobPostingJsonLd(slug, vacancy, siteUrl),
    breadcrumbsJsonLd(siteUrl, [
      { name: 'Вакансии', path: VACANCIES_PATH },
      { name: vacancyTitle(vacancy), path: vacancyPath(slug) },
    ]),
  ];
}
