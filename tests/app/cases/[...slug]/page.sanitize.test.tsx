// Issue rule 5 (WP-API.md): every HTML field from WordPress is sanitised before rendering — no
// script, no event handlers, no javascript: URLs — and hostile titles render as plain text.
import { vi } from 'vitest';
import CasePage from '@/app/cases/[...slug]/page';
import { getCase } from '@/lib/wp/cases';
import { detailOf, renderWithImages } from '../../../support/case';

vi.mock('@splidejs/react-splide', () => import('../../../support/splide-mock'));
vi.mock('@/lib/wp/cases', () => ({ getCase: vi.fn() }));

async function renderHostile() {
  vi.stubEnv('WP_API_URL', 'https://admin.orbita.example/wp-json/studio/v1');
  vi.stubEnv('SITE_URL', 'https://orbita.example');
  vi.mocked(getCase).mockResolvedValue({ ok: true, data: detailOf('hostile') });
  return renderWithImages(await CasePage({ params: Promise.resolve({ slug: ['puls'] }) }));
}

describe('hostile HTML from WordPress', () => {
  it('renders no script element other than the escaped JSON-LD', async () => {
    const { container } = await renderHostile();
    const scripts = [...container.querySelectorAll('script')];
    expect(scripts.map((s) => s.type)).toEqual(['application/ld+json']);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('leaves no event handler attribute anywhere', async () => {
    const { container } = await renderHostile();
    for (const el of container.querySelectorAll('*')) {
      const handlers = [...el.attributes].filter((a) => /^on/i.test(a.name));
      expect(handlers, el.outerHTML.slice(0, 80)).toEqual([]);
    }
  });

  it('leaves no javascript: URL in any attribute', async () => {
    const { container } = await renderHostile();
    for (const el of container.querySelectorAll('*')) {
      for (const attr of el.attributes) expect(attr.value).not.toMatch(/javascript:/i);
    }
  });

  it('keeps the readable text and drops the markup from plain-text fields', async () => {
    const { container, getByText } = await renderHostile();
    expect(getByText('Расписание')).toBeInTheDocument();
    expect(getByText('Жирный')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/<script|onerror|window\.__xss/);
  });

  it('drops inline <img> from block texts: every image on the page is a next/image', async () => {
    const { container } = await renderHostile();
    for (const img of container.querySelectorAll('img')) {
      expect(img.getAttribute('src')).toMatch(/^\/_next\/image\?/);
    }
  });

  it('does not execute anything while rendering', async () => {
    await renderHostile();
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });
});
