// An article page body: WordPress HTML is sanitised before it renders.
import { screen, within } from '@testing-library/react';
import { DetailView } from '@/components/sections/detail/DetailView';
import { articleDetailSchema } from '@/lib/wp/schemas';
import articleRaw from '../../../fixtures/lists/article.json';
import { renderSite as render } from '../../../support/render-site';

const { article } = articleDetailSchema.parse(articleRaw).data;
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
