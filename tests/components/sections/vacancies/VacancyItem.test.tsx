// A vacancy: WordPress HTML is sanitised before it renders.
import { screen } from '@testing-library/react';
import { cvMailto, VacancyItem } from '@/components/sections/vacancies/VacancyItem';
import { vacancyListSchema } from '@/lib/wp/schemas';
import vacanciesRaw from '../../../fixtures/lists/vacancies.json';
import { renderSite as render } from '../../../support/render-site';

const vacancies = vacancyListSchema.parse(vacanciesRaw).data.vacancies;

function hostileMarkupIn(element: HTMLElement) {
  const html = element.innerHTML;
  return {
    scripts: element.querySelectorAll('script').length,
    handlers: /\son\w+=/i.test(html),
    javascriptUrls: /javascript:/i.test(html),
  };
}

describe('VacancyItem', () => {
  it('shows salary, city and format, a sanitised description and a CV mailto', () => {
    const vacancy = vacancies[0]!;
    const { container } = render(<VacancyItem vacancy={vacancy} email="jobs@orbita.test" />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Frontend-разработчик (React)',
    );
    // The title opens the vacancy's own page (where its JobPosting data is).
    expect(screen.getByRole('link', { name: 'Frontend-разработчик (React)' })).toHaveAttribute(
      'href',
      '/vacancies/frontend-react/',
    );
    expect(screen.getByText('Зарплата').nextSibling).toHaveTextContent('от 250 000 ₽');
    expect(screen.getByText('Москва')).toBeInTheDocument();
    expect(screen.getByText('Гибрид')).toBeInTheDocument();
    expect(container.querySelector('details summary')).toHaveTextContent('Подробнее о вакансии');
    expect(screen.getByText('Пишем интерфейсы на React и Next.js.')).toBeInTheDocument();
    expect(hostileMarkupIn(container as HTMLElement)).toEqual({
      scripts: 0,
      handlers: false,
      javascriptUrls: false,
    });
    expect(screen.getByRole('link', { name: /Откликнуться/ })).toHaveAttribute(
      'href',
      cvMailto('jobs@orbita.test', 'Frontend-разработчик (React)'),
    );
  });

  it('leaves out missing facts and an empty description', () => {
    const { container } = render(<VacancyItem vacancy={vacancies[1]!} email="jobs@orbita.test" />);
    expect(container.querySelector('dl')).toBeNull();
    expect(container.querySelector('details')).toBeNull();
  });

  it('puts the vacancy into the e-mail subject', () => {
    expect(cvMailto('a@b.ru', 'Дизайнер')).toBe(
      `mailto:a@b.ru?subject=${encodeURIComponent('Резюме: Дизайнер')}`,
    );
    expect(cvMailto('a@b.ru')).toBe(`mailto:a@b.ru?subject=${encodeURIComponent('Резюме')}`);
  });
});
