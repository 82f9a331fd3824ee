// An article page body and a vacancy: WordPress HTML is sanitised before it renders.
import { screen, within } from '@testing-library/react';
import { DetailView } from '@/components/sections/detail/DetailView';
import { cvMailto, VacancyItem } from '@/components/sections/vacancies/VacancyItem';
import { articleDetailSchema, vacancyListSchema } from '@/lib/wp/schemas';
import articleRaw from '../../../fixtures/lists/article.json';
import vacanciesRaw from '../../../fixtures/lists/vacancies.json';
import { renderSite as render } from '../../../support/render-site';

const { article } = articleDetailSchema.parse(articleRaw).data;
const vacancies = vacancyListSchema.parse(vacanciesRaw).data.vacancies;

function hostileMarkupIn(element: HTMLElement) {
  const html = element.innerHTML;
  return {
    scripts: element.querySelectorAll('script').length,
    handlers: /\son\w+=/i.test(html),
    javascriptUrls: /javascript:/i.test(html),
  };
}

describe('DetailView', () => {
  it('renders breadcrumbs, the Russian date, categories, the h1 and sanitised content', () => {
    const { container } = render(
      <DetailView
        section={{ name: 'Блог', href: '/blog/' }}
        title={article.title}
        date={article.date}
        categories={article.categories}
        image={article.image}
        imageAlt="Иллюстрация"
        html={article.content}
      />,
    );
    const crumbs = screen.getByRole('navigation', { name: 'Хлебные крошки' });
    expect(within(crumbs).getByRole('link', { name: 'Блог' })).toHaveAttribute('href', '/blog/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Почему мы очищаем HTML из CMS',
    );
    expect(screen.getByText('7 мая 2025')).toHaveAttribute('dateTime', '2025-05-07T10:00:00+03:00');
    expect(screen.getByText('Разработка')).toBeInTheDocument();
    expect(screen.getByText('Любой HTML из CMS мы считаем недоверенным.')).toBeInTheDocument();
    expect(hostileMarkupIn(container as HTMLElement)).toEqual({
      scripts: 0,
      handlers: false,
      javascriptUrls: false,
    });
  });
});

describe('VacancyItem', () => {
  it('shows salary, city and format, a sanitised description and a CV mailto', () => {
    const vacancy = vacancies[0]!;
    const { container } = render(<VacancyItem vacancy={vacancy} email="jobs@orbita.test" />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Frontend-разработчик (React)',
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
