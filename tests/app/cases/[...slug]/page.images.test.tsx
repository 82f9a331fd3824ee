// Issue rule 7, SPEC 9: every image goes through next/image as webp at quality 100 with densities
// 1 and 2 (fixed images: a 1x/2x srcset; responsive ones: `sizes`), reserves its space (width and
// height, or `fill` inside a box with an aspect ratio) and has a Russian alt text.
import { vi } from 'vitest';
import CasePage from '@/app/cases/[...slug]/page';
import { nextConfig } from '@/next.config';
import { getCase } from '@/lib/wp/cases';
import { detailOf, renderWithImages } from '../../../support/case';

vi.mock('@splidejs/react-splide', () => import('../../../support/splide-mock'));
vi.mock('@/lib/wp/cases', () => ({ getCase: vi.fn() }));

async function pageImages(): Promise<HTMLImageElement[]> {
  vi.stubEnv('WP_API_URL', 'https://admin.orbita.example/wp-json/studio/v1');
  vi.stubEnv('SITE_URL', 'https://orbita.example');
  vi.mocked(getCase).mockResolvedValue({ ok: true, data: detailOf('full') });
  const { container } = renderWithImages(
    await CasePage({ params: Promise.resolve({ slug: ['fk-test'] }) }),
  );
  return [...container.querySelectorAll('img')];
}

describe('case page images', () => {
  it('the site config serves webp at quality 100 only', () => {
    expect(nextConfig.images?.formats).toEqual(['image/webp']);
    expect(nextConfig.images?.qualities).toEqual([100]);
  });

  it('asks next/image for quality 100 for every image', async () => {
    const images = await pageImages();
    expect(images.length).toBeGreaterThan(20);
    for (const img of images) expect(img.getAttribute('src')).toMatch(/^\/_next\/image\?.*&q=100$/);
  });

  it('reserves every image its space: width and height, or fill in a box with an aspect ratio', async () => {
    for (const img of await pageImages()) {
      if (img.getAttribute('data-nimg') === 'fill') {
        const box = img.parentElement as HTMLElement;
        const sized = box.style.aspectRatio !== '' || box.className !== '';
        expect(sized, img.alt).toBe(true);
      } else {
        expect(Number(img.getAttribute('width')), img.alt).toBeGreaterThan(0);
        expect(Number(img.getAttribute('height')), img.alt).toBeGreaterThan(0);
      }
    }
  });

  it('gives fixed images a 1x/2x srcset and responsive ones `sizes` with width candidates', async () => {
    for (const img of await pageImages()) {
      const srcset = img.getAttribute('srcset') ?? '';
      if (img.getAttribute('sizes')) expect(srcset, img.alt).toMatch(/ \d+w(,|$)/);
      else expect(srcset, img.alt).toMatch(/ 1x, .* 2x$/);
    }
  });

  it('has a Russian alt text on every image but the decorative neighbour covers', async () => {
    for (const img of await pageImages()) {
      if (img.closest('a[data-nav]')) expect(img.alt).toBe('');
      else expect(img.alt).toMatch(/[а-яё]{3}/i);
    }
  });
});
