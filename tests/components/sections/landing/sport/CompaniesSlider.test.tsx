// The sports landing's companies slider, rendered on its own: the sport-mode slider.
import { screen, waitFor } from '@testing-library/react';
import { CompaniesSlider } from '@/components/sections/landing/sport/CompaniesSlider';
import { sportLanding as c } from '@/content/landings/sportsite';
import { renderSite as render } from '../../../../support/render-site';

vi.mock('@splidejs/react-splide', () => import('../../../../support/splide-mock'));
vi.mock('@/lib/wp/cases', () => ({ getPortfolio: vi.fn() }));
vi.mock('@/lib/wp/blog', () => ({ getArticles: vi.fn() }));

describe('CompaniesSlider', () => {
  it('renders every slide in sport mode with Russian slider labels', async () => {
    const { container } = render(
      <CompaniesSlider
        slides={c.supportedCompanies.slides}
        label="Кого мы поддерживаем"
        mode="sport"
      />,
    );
    // jsdom has no IntersectionObserver, so Splide loads at once (in a later tick).
    const root = await waitFor(() => {
      const found = container.querySelector('[data-mode="sport"][data-splide-options]');
      expect(found).not.toBeNull();
      return found;
    });
    const options = JSON.parse(root?.getAttribute('data-splide-options') ?? '{}') as {
      perPage: number;
      i18n: { next: string };
    };
    expect(options.perPage).toBe(3);
    expect(options.i18n.next).toBe('Следующий слайд');
    expect(screen.getAllByRole('article')).toHaveLength(c.supportedCompanies.slides.length);
  });
});
