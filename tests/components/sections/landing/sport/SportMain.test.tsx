// The sports landing's first section, rendered on its own: the one h1 in two variants.
import { screen, within } from '@testing-library/react';
import { SportMain } from '@/components/sections/landing/sport/SportMain';
import { sportLanding as c } from '@/content/landings/sportsite';
import { renderSite as render } from '../../../../support/render-site';

vi.mock('@splidejs/react-splide', () => import('../../../../support/splide-mock'));
vi.mock('@/lib/wp/cases', () => ({ getPortfolio: vi.fn() }));
vi.mock('@/lib/wp/blog', () => ({ getArticles: vi.fn() }));

const plain = (s: string | null | undefined) => (s ?? '').replace(/\u00a0/g, ' ');

describe('SportMain', () => {
  it('has exactly one h1 holding a desktop and a mobile variant of the same words', () => {
    const { container } = render(
      <SportMain headline={c.headline} partners={c.partners} partnersLabel="Нам доверяют" />,
    );
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    const desktop = container.querySelector('h1 [data-variant="desktop"]');
    const mobile = container.querySelector('h1 [data-variant="mobile"]');
    const words = (el: Element | null) => plain(el?.textContent).trim().split(/\s+/);
    expect(words(desktop)).toEqual(words(mobile));
    expect(mobile?.querySelectorAll(':scope > span')).toHaveLength(c.headline.mobile.length);
  });

  it('lists every partner by name, the emblems decorative', () => {
    render(<SportMain headline={c.headline} partners={c.partners} partnersLabel="Нам доверяют" />);
    const strip = screen.getByRole('list', { name: 'Нам доверяют' });
    const items = within(strip).getAllByRole('listitem');
    expect(items).toHaveLength(c.partners.length);
    expect(plain(items[0]?.textContent)).toBe(plain(c.partners[0]?.name));
    expect(within(strip).queryAllByRole('img')).toHaveLength(0);
  });
});
