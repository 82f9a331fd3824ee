// Home page sections: services, directions, stages 1–5, technologies and claims.
import { render, screen, within } from '@testing-library/react';
import { Claims } from '@/components/sections/home/Claims';
import { Directions } from '@/components/sections/home/Directions';
import { Services } from '@/components/sections/home/Services';
import { Stages } from '@/components/sections/home/Stages';
import { Technologies } from '@/components/sections/home/Technologies';

vi.mock('@/lib/wp/cases', () => ({ getPortfolio: vi.fn() }));
vi.mock('@/lib/wp/blog', () => ({ getArticles: vi.fn() }));

function links(section: HTMLElement) {
  return within(section)
    .getAllByRole('link')
    .map((a) => [a.textContent?.replace(/\u00a0/g, ' ').trim(), a.getAttribute('href')]);
}

describe('home sections', () => {
  it('lists what the studio does, linking to each service route', () => {
    const { container } = render(<Services />);
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(links(container)).toEqual([
      ['Все услуги и этапы', '/services/'],
      ['Разработка ИТ-продукта', '/mvp/'],
      ['Доработка и развитие', '/development/'],
      ['Техническая поддержка', '/support/'],
      ['Мобильные приложения', '/flutter/'],
    ]);
  });

  it('shows the six directions with their routes', () => {
    const { container } = render(<Directions />);
    expect(links(container)).toEqual([
      ['Веб-сервисы', '/webapps/'],
      ['Магазины', '/ecommerce/'],
      ['Спорт', '/sportsite/'],
      ['Культура', '/culture/'],
      ['Рестораны', '/restaurant/'],
      ['Личные кабинеты', '/account/'],
    ]);
  });

  it('numbers the five stages 1–5 with their exact labels and routes', () => {
    render(<Stages />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(
      items.map((item) => {
        const link = within(item).getByRole('link');
        return [item.textContent?.charAt(0), link.textContent, link.getAttribute('href')];
      }),
    ).toEqual([
      ['1', 'Аналитика и UX-проектирование', '/services/analytics/'],
      ['2', 'UI-дизайн интерфейсов', '/services/design/'],
      ['3', 'Frontend разработка', '/services/frontend/'],
      ['4', 'Backend разработка', '/services/backend/'],
      ['5', 'Поисковая оптимизация (SEO)', '/services/seo/'],
    ]);
  });

  it('shows the technologies with their routes and categories', () => {
    const { container } = render(<Technologies />);
    expect(links(container)).toEqual([
      ['Laravel', '/laravel/'],
      ['1C-Битрикс', '/bitrix/'],
      ['WordPress', '/wordpress/'],
      ['Vue.js + NUXT', '/vue/'],
      ['React', '/react/'],
      ['Flutter', '/flutter/'],
    ]);
    expect(screen.getAllByText('Backend')).toHaveLength(3);
    expect(screen.getByText('Мобильные приложения')).toBeInTheDocument();
  });

  it('states the accreditation and more than 15 years of experience', () => {
    render(<Claims />);
    expect(screen.getByText('15+ лет')).toBeInTheDocument();
    expect(screen.getByText(/Аккредитованная ИТ-компания/)).toBeInTheDocument();
  });
});
