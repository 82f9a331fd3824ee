// The sports landing's FAQ, rendered on its own: sanitised.
import { screen } from '@testing-library/react';
import { SportFaq } from '@/components/sections/landing/sport/SportFaq';
import { sportLanding as c } from '@/content/landings/sportsite';
import { renderSite as render } from '../../../../support/render-site';

vi.mock('@splidejs/react-splide', () => import('../../../../support/splide-mock'));
vi.mock('@/lib/wp/cases', () => ({ getPortfolio: vi.fn() }));
vi.mock('@/lib/wp/blog', () => ({ getArticles: vi.fn() }));

describe('SportFaq', () => {
  it('shows every question and sanitises the answers', () => {
    const { container } = render(
      <SportFaq
        title="Частые вопросы о веб-разработке"
        items={[
          ...c.faq,
          {
            id: 'x',
            question: 'Опасно?',
            answer: '<p onclick="x()">Нет<script>alert(1)</script></p>',
          },
        ]}
      />,
    );
    expect(container.querySelectorAll('details')).toHaveLength(c.faq.length + 1);
    expect(container.innerHTML).not.toMatch(/script|onclick/);
    expect(screen.getByText('Нет')).toBeInTheDocument();
  });
});
