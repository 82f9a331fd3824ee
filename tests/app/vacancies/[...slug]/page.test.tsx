// /vacancies/{slug}/ as a server component: the vacancy with its facts, a way to apply and its
// JobPosting JSON-LD; the 404 page for an unknown or odd slug, the 5xx page when WordPress is down.
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import VacancyPage, { generateMetadata } from '@/app/vacancies/[...slug]/page';
import {
  ERROR_PAGE_METADATA,
  MissingPage,
  UpstreamErrorPage,
} from '@/components/layout/UpstreamErrorPage';
import { vacancyListSchema } from '@/lib/wp/schemas';
import { getVacancy } from '@/lib/wp/vacancies';
import vacanciesRaw from '../../../fixtures/lists/vacancies.json';
import { renderSite as render } from '../../../support/render-site';

vi.mock('@/lib/wp/vacancies', () => ({ getVacancies: vi.fn(), getVacancy: vi.fn() }));
vi.mock('@/components/layout/ContactsTrigger', () => ({
  ContactsTrigger: ({ children }: { children: React.ReactNode }) => <button>{children}</button>,
}));

const [vacancy] = vacancyListSchema.parse(vacanciesRaw).data.vacancies;
const params = (slug: string[]) => ({ params: Promise.resolve({ slug }) });

beforeEach(() => {
  vi.stubEnv('WP_API_URL', 'https://admin.orbita.example/wp-json/studio/v1');
  vi.stubEnv('SITE_URL', 'https://orbita.example');
});

describe('/vacancies/{slug}/', () => {
  it('shows the vacancy, its facts, a sanitised description, a CV link and JobPosting JSON-LD', async () => {
    vi.mocked(getVacancy).mockResolvedValue({ ok: true, data: vacancy! });
    const { container } = render(await VacancyPage(params(['frontend-react'])));
    expect(getVacancy).toHaveBeenCalledWith('frontend-react');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Frontend-разработчик (React)',
    );
    expect(screen.getByText('Зарплата').nextSibling).toHaveTextContent('от 250 000 ₽');
    expect(container.querySelector('script:not([type="application/ld+json"])')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror|__pwned = true/);
    expect(screen.getByRole('link', { name: /Откликнуться/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:.+\?subject=/),
    );
    expect(screen.getByRole('link', { name: /Все вакансии/ })).toHaveAttribute(
      'href',
      '/vacancies/',
    );
    const ld = JSON.parse(
      container.querySelector('script[type="application/ld+json"]')!.textContent!,
    ) as Record<string, unknown>[];
    expect(ld.map((x) => x['@type'])).toEqual(['JobPosting', 'BreadcrumbList']);
    expect(ld[0]).toMatchObject({
      title: 'Frontend-разработчик (React)',
      datePosted: '2026-11-02T07:00:00+00:00',
      url: 'https://orbita.example/vacancies/frontend-react/',
    });
  });

  it('gives the page its metadata', async () => {
    vi.mocked(getVacancy).mockResolvedValue({ ok: true, data: vacancy! });
    const meta = await generateMetadata(params(['frontend-react']));
    expect(meta.alternates?.canonical).toBe('/vacancies/frontend-react/');
  });

  it('renders the 404 page for an unknown slug and refuses an odd one without asking', async () => {
    vi.mocked(getVacancy).mockResolvedValue({ ok: false, reason: 'not-found' });
    expect(((await VacancyPage(params(['net-takoy']))) as ReactElement).type).toBe(MissingPage);
    expect(await generateMetadata(params(['net-takoy']))).toBe(ERROR_PAGE_METADATA);
    vi.mocked(getVacancy).mockClear();
    expect(((await VacancyPage(params(['..']))) as ReactElement).type).toBe(MissingPage);
    expect(getVacancy).not.toHaveBeenCalled();
  });

  it('renders the 5xx page (not a 404) when WordPress is down', async () => {
    vi.mocked(getVacancy).mockResolvedValue({ ok: false, reason: 'failed' });
    expect(((await VacancyPage(params(['frontend-react']))) as ReactElement).type).toBe(
      UpstreamErrorPage,
    );
  });
});
