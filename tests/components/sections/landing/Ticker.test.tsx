// The landing ticker, rendered on its own: its hidden copy.
import { screen } from '@testing-library/react';
import { Ticker } from '@/components/sections/landing/Ticker';
import { renderSite as render } from '../../../support/render-site';

vi.mock('@splidejs/react-splide', () => import('../../../support/splide-mock'));
vi.mock('@/lib/wp/cases', () => ({ getPortfolio: vi.fn() }));
vi.mock('@/lib/wp/blog', () => ({ getArticles: vi.fn() }));

describe('Ticker', () => {
  it('reads the items once; the copy that closes the loop is hidden', () => {
    const { container } = render(<Ticker items={['Билеты', 'Фан-шоп']} label="Что делаем" />);
    const lists = container.querySelectorAll('ul');
    expect(lists).toHaveLength(2);
    expect(lists[1]).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('list', { name: 'Что делаем' })).toBeInTheDocument();
  });

  it('renders nothing without items', () => {
    const { container } = render(<Ticker items={[]} label="Пусто" />);
    expect(container).toBeEmptyDOMElement();
  });
});
