// SPEC 2.9 create_solutions: only when show is true; uses the page's create_solution options;
// category picks one of the four promos (title, three bullets, image, 'Подробнее' to its page).
import { screen, within } from '@testing-library/react';
import { CreateSolutions } from '@/components/blocks/create_solutions/CreateSolutions';
import { PROMOS } from '@/components/blocks/create_solutions/promos';
import { createSolutionsBlock, SOLUTION_CATEGORIES, type SolutionCategory } from '@/lib/wp/blocks';
import { contextOf, detailOf, named, renderWithImages } from '../../../support/case';

const context = contextOf(detailOf('full'));

function renderPromo(category: SolutionCategory, show = true, ctx = context) {
  const block = createSolutionsBlock.parse({ type: 'create_solutions', show, category });
  return renderWithImages(<CreateSolutions block={block} context={ctx} />);
}

describe('create_solutions block', () => {
  it('renders nothing when show is false', () => {
    const { container } = renderPromo('Культура', false);
    expect(container.innerHTML).toBe('');
  });

  it("uses the page's create_solution options: title, span in span_color, technologies", () => {
    const { container } = renderPromo('Спорт');
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading).toHaveTextContent('Создадим сайт для вашего клуба');
    expect(within(heading).getByText('для вашего клуба')).toBeInTheDocument();
    // span_color was empty in WordPress: the schema default #9eacff applies.
    expect(container.innerHTML).toContain('--span: #9eacff');
    expect(container.innerHTML).toContain('--tech: #49b6c3');
    expect(container.querySelector('section')?.getAttribute('style')).toContain(
      '--block-bg: #0d0d0d',
    );
    const tech = screen.getByRole('list', { name: named('Технологии') });
    expect(
      within(tech)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Laravel', 'Vue.js']);
  });

  it.each([
    ['Спорт', '/sportsite/'],
    ['Интернет магазин', '/ecommerce/'],
    ['Культура', '/culture/'],
    ['Порталы', '/webapps/'],
  ] as const)(
    "shows the %s promo with three bullets, an image and 'Подробнее' → %s",
    (category, href) => {
      renderPromo(category);
      const promo = PROMOS[category];
      const article = screen.getByRole('article');
      expect(within(article).getByRole('heading', { level: 3 })).toHaveTextContent(
        promo.title.replace(/\s/g, ' '),
      );
      expect(within(article).getAllByRole('listitem')).toHaveLength(3);
      expect(within(article).getByRole('img')).toHaveAttribute('alt', promo.image.alt);
      expect(within(article).getByRole('link', { name: named('Подробнее') })).toHaveAttribute(
        'href',
        href,
      );
    },
  );

  it('has a promo for every category WordPress can send', () => {
    expect(Object.keys(PROMOS).sort()).toEqual([...SOLUTION_CATEGORIES].sort());
  });

  // create_solution is one site-wide WordPress setting (WP-API.md), edited like any other field:
  // hostile HTML in it (tests/fixtures/case-hostile.json) renders as inert plain text.
  it('renders hostile create_solution options as plain text, with no markup or handler', () => {
    const { container } = renderPromo('Спорт', true, contextOf(detailOf('hostile')));
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading).toHaveTextContent(/^Запустим\s+для клуба$/);
    const tech = screen.getByRole('list', { name: named('Технологии') });
    expect(within(tech).getByRole('listitem')).toHaveTextContent(/^React$/);
    expect(container.querySelector('script')).toBeNull();
    for (const el of container.querySelectorAll('*')) {
      expect([...el.attributes].filter((a) => /^on/i.test(a.name))).toEqual([]);
    }
    for (const img of container.querySelectorAll('img')) {
      expect(img.getAttribute('src')).not.toBe('x');
    }
    expect(container.textContent).not.toMatch(/<script|<img|onerror|window\.__xss/);
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('still renders the promo when the page has no create_solution options', () => {
    renderPromo('Порталы', true, { ...context, createSolution: null });
    expect(screen.getByRole('link', { name: named('Подробнее') })).toHaveAttribute(
      'href',
      '/webapps/',
    );
  });
});
