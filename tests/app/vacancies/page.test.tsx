// /vacancies/ as a server component with WordPress up: the vacancies and the offer to send a CV
// (its failure with the other list pages in tests/app.test.tsx).
import { screen } from '@testing-library/react';
import VacanciesPage from '@/app/vacancies/page';
import { vacancyListSchema } from '@/lib/wp/schemas';
import { getVacancies } from '@/lib/wp/vacancies';
import vacanciesRaw from '../../fixtures/lists/vacancies.json';
import { renderSite as render } from '../../support/render-site';

vi.mock('@/lib/wp/cases', () => ({ getPortfolio: vi.fn() }));
vi.mock('@/lib/wp/blog', () => ({ getArticles: vi.fn(), getArticle: vi.fn() }));
vi.mock('@/lib/wp/solutions', () => ({ getSolutions: vi.fn(), getSolution: vi.fn() }));
vi.mock('@/lib/wp/vacancies', () => ({ getVacancies: vi.fn() }));
vi.mock('@/components/layout/ContactsTrigger', () => ({
  ContactsTrigger: ({ children }: { children: React.ReactNode }) => <button>{children}</button>,
}));
vi.mock('@/components/canvas/shift/Shift', () => ({ ShiftBackground: () => null }));
vi.mock('@/components/sections/form/actions', () => ({ submitLead: vi.fn() }));
vi.mock('@/components/sections/lists/actions', () => ({
  loadPortfolioPage: vi.fn(),
  loadArticlesPage: vi.fn(),
}));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  usePathname: () => '/',
}));

describe('/vacancies/ with WordPress up', () => {
  it('lists the vacancies and offers to send a CV', async () => {
    vi.mocked(getVacancies).mockResolvedValue({
      ok: true,
      data: vacancyListSchema.parse(vacanciesRaw).data.vacancies,
    });
    render(await VacanciesPage());
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Отправить резюме/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:hello@orbita\.example\?subject=/),
    );
  });
});
