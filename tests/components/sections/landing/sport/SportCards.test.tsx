// The sports landing's cards, rendered on their own: the highlighted card.
import { screen } from '@testing-library/react';
import { SportCards } from '@/components/sections/landing/sport/SportCards';
import { sportLanding as c } from '@/content/landings/sportsite';
import { renderSite as render } from '../../../../support/render-site';

vi.mock('@splidejs/react-splide', () => import('../../../../support/splide-mock'));
vi.mock('@/lib/wp/cases', () => ({ getPortfolio: vi.fn() }));
vi.mock('@/lib/wp/blog', () => ({ getArticles: vi.fn() }));

const plain = (s: string | null | undefined) => (s ?? '').replace(/\u00a0/g, ' ');

describe('SportCards', () => {
  it('highlights only the selected card', () => {
    const { container } = render(<SportCards cards={c.cards} heading={c.headings.cards} />);
    const selected = container.querySelectorAll('[data-selected="true"]');
    expect(selected).toHaveLength(1);
    expect(plain(selected[0]?.querySelector('h3')?.textContent)).toBe(
      plain(c.cards.find((card) => card.select)?.title),
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      /Для\sкого ведем разработку/,
    );
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(c.cards.length);
  });
});
