// The content page template: h1, intro, every section by type, the CTA and the structured data.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '@/components/layout/UiProvider';
import { ContentPage } from '@/components/sections/page/ContentPage';
import { about } from '@/content/pages/about';
import { laravel } from '@/content/pages/laravel';
import type { PageContent } from '@/content/types';
import { SITE, sample } from '../../../fixtures/content-page';

// The particle canvas is its own unit (tests/components/canvas/shift); here it only has to be
// placed.
vi.mock('@/components/canvas/shift/Shift', () => ({
  ShiftBackground: () => <div data-testid="shift" />,
}));

function renderPage(content: PageContent) {
  vi.stubEnv('WP_API_URL', 'https://admin.example/wp-json/studio/v1');
  vi.stubEnv('SITE_URL', SITE);
  return render(
    <UiProvider>
      <ContentPage content={content} />
    </UiProvider>,
  );
}

describe('ContentPage', () => {
  it('renders one h1 with the intro, lead and key figures', () => {
    renderPage(sample);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Заголовок страницы');
    expect(screen.getByText('Вводный абзац')).toBeInTheDocument();
    expect(screen.getByText('лет опыта')).toBeInTheDocument();
  });

  it('puts the shift background first in the intro and the menu icon beside the kicker', () => {
    const { container } = renderPage(laravel);
    const intro = screen.getByRole('region', { name: laravel.intro.title });
    expect(intro.firstElementChild).toBe(screen.getByTestId('shift'));
    expect(within(intro).getByText(laravel.intro.eyebrow).querySelector('svg')).not.toBeNull();
    expect(container.querySelectorAll('#page-title')).toHaveLength(1);
  });

  it('renders every section type as a labelled region with an h2', () => {
    renderPage(sample);
    for (const title of ['Что делаем', 'Этапы', 'Стек', 'Вопросы', 'Цифры', 'Ещё', 'О нас']) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Шаг' })).toHaveAttribute(
      'href',
      '/services/analytics/',
    );
    expect(screen.getByRole('link', { name: /Поддержка/ })).toHaveAttribute('href', '/support/');
    expect(screen.getByRole('link', { name: /Поддержка/ })).toHaveTextContent(/^Этап 5/);
    expect(screen.getByText('Абзац')).toBeInTheDocument();
    expect(screen.getByText('Пункт')).toBeInTheDocument();
  });

  it('links a technology to its page, but not a page to itself', () => {
    renderPage(sample);
    expect(screen.getByRole('link', { name: 'Laravel' })).toHaveAttribute('href', '/laravel/');
    expect(screen.queryByRole('link', { name: 'PHP' })).toBeNull();
  });

  it('does not link the current technology page to itself', () => {
    renderPage(laravel);
    const stack = screen.getByRole('region', { name: 'Стек' });
    expect(within(stack).queryByRole('link', { name: 'Laravel' })).toBeNull();
    expect(within(stack).getByRole('link', { name: 'React' })).toHaveAttribute('href', '/react/');
  });

  it('answers questions with native details/summary that open on click', async () => {
    const { container } = renderPage(sample);
    const details = container.querySelector('details');
    expect(details).not.toBeNull();
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(screen.getByText('Сколько стоит?'));
    expect(details).toHaveAttribute('open');
  });

  it('ends with a call to action that opens the contacts modal and links to /contacts/', () => {
    renderPage(sample);
    const cta = screen.getByRole('region', { name: 'Обсудим?' });
    expect(within(cta).getByRole('button', { name: 'Обсудить проект' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(within(cta).getByRole('link', { name: /контакты/i })).toHaveAttribute(
      'href',
      '/contacts/',
    );
  });

  it('publishes a Service and an FAQPage as JSON-LD', () => {
    const { container } = renderPage(sample);
    const scripts = [...container.querySelectorAll('script[type="application/ld+json"]')];
    const data = scripts.map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>);
    expect(data.map((d) => d['@type'])).toEqual(['Service', 'FAQPage']);
    expect(data[0]).toMatchObject({
      name: 'Пример услуги',
      serviceType: 'Разработка',
      url: `${SITE}/sample/`,
      areaServed: 'Worldwide',
      provider: { '@type': 'Organization', name: 'Орбита' },
    });
  });

  it('publishes no Service for a page without one (about)', () => {
    const { container } = renderPage(about);
    const types = [...container.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => (JSON.parse(s.textContent ?? '') as Record<string, unknown>)['@type'],
    );
    expect(types).not.toContain('Service');
  });
});
