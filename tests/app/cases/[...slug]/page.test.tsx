// SPEC 2.8, 2.9, 4: the whole case page rendered from fixtures — constructor blocks only when
// is_constructor is true, in order, the first one carrying #first-block, unknown or malformed
// blocks skipped while the rest renders; the white page, the reading progress, the waves, JSON-LD.
import { vi } from 'vitest';
import CasePage from '@/app/cases/[...slug]/page';
import { getCase } from '@/lib/wp/cases';
import { detailOf, named, renderWithImages } from '../../../support/case';

vi.mock('@splidejs/react-splide', () => import('../../../support/splide-mock'));
vi.mock('@/lib/wp/cases', () => ({ getCase: vi.fn() }));

async function renderPage(name: 'full' | 'minimal' | 'hostile') {
  vi.mocked(getCase).mockResolvedValue({ ok: true, data: detailOf(name) });
  const element = await CasePage({ params: Promise.resolve({ slug: ['fk-test'] }) });
  return renderWithImages(element);
}

function blockTypes(container: HTMLElement): string[] {
  return [...container.querySelectorAll('[data-block]')].map((el) =>
    el.getAttribute('data-block')!,
  );
}

beforeEach(() => {
  vi.stubEnv('WP_API_URL', 'https://admin.orbita.example/wp-json/studio/v1');
  vi.stubEnv('SITE_URL', 'https://orbita.example');
});

describe('case page', () => {
  it('renders the constructor blocks in order, skipping unknown and malformed ones', async () => {
    const { container } = await renderPage('full');
    expect(blockTypes(container)).toEqual([
      'offering',
      'case_page',
      'case_page',
      'case_design',
      'opportunity',
      'functional-create',
      'list',
      'column',
      'column_with_slider',
      'opportunity_with_list',
      'column_with_list',
      'review',
      'mobile_version',
      'control_system',
      'case_cooperation_with_list',
      'case_cooperation_with_list',
      'morphing_link',
      'create_solutions',
    ]);
  });

  it('gives the first block the id the scroll-down anchor points to', async () => {
    const { container } = await renderPage('full');
    const first = container.querySelector('#first-block');
    expect(first).toHaveAttribute('data-block', 'offering');
    expect(container.querySelectorAll('#first-block')).toHaveLength(1);
  });

  it('renders no constructor block when is_constructor is false, and keeps an anchor target', async () => {
    const { container } = await renderPage('minimal');
    expect(blockTypes(container)).toEqual([]);
    expect(container.textContent).not.toContain('Не должен показываться');
    expect(container.querySelector('#first-block')).not.toBeNull();
  });

  it('on the first and the last case of the portfolio, links the one neighbour there is', async () => {
    const full = detailOf('full');
    for (const [detail, sides] of [
      [{ ...full, prev_case: null }, ['next']],
      [{ ...full, next_case: null }, ['prev']],
    ] as const) {
      vi.mocked(getCase).mockResolvedValue({ ok: true, data: detail });
      const element = await CasePage({ params: Promise.resolve({ slug: ['fk-test'] }) });
      const { container, unmount } = renderWithImages(element);
      const nav = container.querySelector('nav[aria-label="Другие кейсы"]');
      expect(
        [...nav!.querySelectorAll('a[data-nav]')].map((a) => a.getAttribute('data-nav')),
      ).toEqual(sides);
      unmount();
    }
  });

  it('frames the page: white article, reading progress bar, waves background', async () => {
    const { container, getByRole } = await renderPage('full');
    expect(container.querySelector('article[data-case-page]')).not.toBeNull();
    expect(getByRole('progressbar', { name: named('Прогресс чтения') })).toBeInTheDocument();
    expect(container.querySelector('article > div[aria-hidden="true"] svg path')).not.toBeNull();
  });

  it('adds escaped JSON-LD with the CreativeWork and the breadcrumbs', async () => {
    const { container } = await renderPage('hostile');
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '[]') as { '@type': string }[];
    expect(data.map((d) => d['@type'])).toEqual(['CreativeWork', 'BreadcrumbList']);
    expect(script?.textContent).not.toMatch(/<\/?script/i);
  });
});
