// Sections of the sports landing rendered on their own: the one h1 in two variants, the ticker's
// hidden copy, the highlighted card, the sport-mode slider, the sanitised FAQ, and the WordPress
// lists with their calm notice when WordPress fails.
import { screen, waitFor, within } from '@testing-library/react';
import { Ticker } from '@/components/sections/landing/Ticker';
import { CompaniesSlider } from '@/components/sections/landing/sport/CompaniesSlider';
import { SportBlog } from '@/components/sections/landing/sport/SportBlog';
import { SportCards } from '@/components/sections/landing/sport/SportCards';
import { SportCases } from '@/components/sections/landing/sport/SportCases';
import { SportFaq } from '@/components/sections/landing/sport/SportFaq';
import { SportMain } from '@/components/sections/landing/sport/SportMain';
import { SportVideo } from '@/components/sections/landing/sport/SportVideo';
import { sportLanding as c } from '@/content/landings/sportsite';
import { getArticles } from '@/lib/wp/blog';
import { getPortfolio } from '@/lib/wp/cases';
import { blogListSchema, portfolioListSchema } from '@/lib/wp/schemas';
import articlesRaw from '../../../fixtures/lists/articles.json';
import portfolioRaw from '../../../fixtures/lists/portfolio-page-1.json';
import { renderSite as render } from '../../../support/render-site';

vi.mock('@splidejs/react-splide', () => import('../../../support/splide-mock'));
vi.mock('@/lib/wp/cases', () => ({ getPortfolio: vi.fn() }));
vi.mock('@/lib/wp/blog', () => ({ getArticles: vi.fn() }));

const failed = { ok: false, reason: 'failed' } as const;
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

describe('SportVideo', () => {
  it('renders a video that downloads nothing before play', () => {
    const { container } = render(<SportVideo video={c.video} heading={c.headings.video} />);
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('preload', 'none');
    // The poster is the frame's background (fetched once the section is laid out), not an attribute
    // the HTML parser would fetch at once.
    expect(video).not.toHaveAttribute('poster');
    const frame = container.querySelector<HTMLElement>('[data-poster]');
    expect(frame?.style.getPropertyValue('--poster')).toBe(`url("${c.video.poster}")`);
    expect(video).toHaveAttribute('width', '960');
    expect(video).toHaveAttribute('height', '540');
    expect(video).toHaveAttribute('controls');
    expect(video?.muted).toBe(true);
  });
});

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

describe('the WordPress lists', () => {
  it('SportCases asks for page 1 of 12 and renders the case cards with a link to /cases/', async () => {
    vi.mocked(getPortfolio).mockResolvedValue({
      ok: true,
      data: {
        ...portfolioListSchema.parse(portfolioRaw).data,
        meta: portfolioListSchema.parse(portfolioRaw).meta,
      },
    });
    render(await SportCases({ heading: c.headings.cases }));
    expect(getPortfolio).toHaveBeenCalledWith({ page: 1, count: 12 });
    expect(screen.getAllByRole('article').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /Все кейсы/ })).toHaveAttribute('href', '/cases/');
  });

  it('SportCases keeps its heading and shows the calm notice when WordPress fails', async () => {
    vi.mocked(getPortfolio).mockResolvedValue(failed);
    render(await SportCases({ heading: c.headings.cases }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Портфолио');
    expect(screen.getByRole('status')).toHaveTextContent(/Не получилось загрузить кейсы/);
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('SportBlog asks for page 1 of 12 and renders the article cards', async () => {
    const parsed = blogListSchema.parse(articlesRaw);
    vi.mocked(getArticles).mockResolvedValue({
      ok: true,
      data: { ...parsed.data, meta: parsed.meta },
    });
    render(await SportBlog({ heading: c.headings.blog }));
    expect(getArticles).toHaveBeenCalledWith({ page: 1, count: 12 });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Статьи и заметки');
    expect(screen.getAllByRole('article')).toHaveLength(parsed.data.articles.length);
  });

  it('SportBlog shows the calm notice when WordPress fails', async () => {
    vi.mocked(getArticles).mockResolvedValue(failed);
    render(await SportBlog({ heading: c.headings.blog }));
    expect(screen.getByRole('status')).toHaveTextContent(/Не получилось загрузить статьи/);
  });
});
