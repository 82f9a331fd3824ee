// Home page sections: services, directions, stages 1–5, technologies, claims and the cases block.
import { render, screen, within } from '@testing-library/react';
import { Claims } from '@/components/sections/home/Claims';
import { Directions } from '@/components/sections/home/Directions';
import { LatestArticles } from '@/components/sections/home/LatestArticles';
import { SelectedCases } from '@/components/sections/home/SelectedCases';
import { Services } from '@/components/sections/home/Services';
import { Stages } from '@/components/sections/home/Stages';
import { Technologies } from '@/components/sections/home/Technologies';
import { getArticles } from '@/lib/wp/blog';
import { getPortfolio } from '@/lib/wp/cases';
import { portfolioListSchema } from '@/lib/wp/schemas';
import page1Raw from '../../fixtures/lists/portfolio-page-1.json';
import { renderSite } from '../../support/render-site';

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

describe('SelectedCases', () => {
  it('renders up to four cases from WordPress, linked to their pages', async () => {
    const parsed = portfolioListSchema.parse(page1Raw);
    vi.mocked(getPortfolio).mockResolvedValue({
      ok: true,
      data: { ...parsed.data, meta: parsed.meta },
    });
    const { container } = renderSite((await SelectedCases())!);
    expect(getPortfolio).toHaveBeenCalledWith({ page: 1, count: 4 });
    expect(screen.getByRole('heading', { level: 2, name: 'Избранные кейсы' })).toBeInTheDocument();
    expect(links(container)).toEqual([
      ['Все кейсы', '/cases/'],
      ['«Волна» — сервис бронирования для сети фитнес-клубов', '/cases/volna/'],
      ['Лавка фермерских продуктов', '/cases/lavka/'],
    ]);
  });

  it('is left out when WordPress fails or has no cases', async () => {
    vi.mocked(getPortfolio).mockResolvedValue({ ok: false, reason: 'failed' });
    expect(await SelectedCases()).toBeNull();
    vi.mocked(getPortfolio).mockResolvedValue({
      ok: true,
      data: {
        portfolio: [],
        categories: [],
        meta: { current_page: 1, last_page: 1, per_page: 4, total: 0 },
      },
    });
    expect(await SelectedCases()).toBeNull();
  });
});

describe('LatestArticles', () => {
  it('is left out when WordPress fails', async () => {
    vi.mocked(getArticles).mockResolvedValue({ ok: false, reason: 'failed' });
    expect(await LatestArticles()).toBeNull();
  });
});
