// components/ui/Img.tsx: next/image's markup without its client component — the site's widths and
// quality, lazy unless preloaded, fill styles, and the same preload hint <Image preload> gives.
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Img } from '@/components/ui/Img';

const preloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];

afterEach(() => {
  for (const link of preloads()) link.remove();
});

describe('Img', () => {
  it('renders a lazy <img> with a srcset at the site’s widths and quality 100', () => {
    const { getByRole } = render(
      <Img src="/img/logo.png" alt="Логотип" width={120} height={40} sizes="50vw" />,
    );
    const img = getByRole('img', { name: 'Логотип' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('data-nimg', '1');
    expect(img).toHaveAttribute('width', '120');
    expect(img).toHaveAttribute('sizes', '50vw');
    const srcset = img.getAttribute('srcset') ?? '';
    // next.config's sizes (SPEC 9's 320 and 1536), not Next's defaults (750, 828, 1080…).
    expect(srcset).toMatch(/w=320&q=100 320w/);
    expect(srcset).toMatch(/w=1536&q=100 1536w/);
    expect(srcset).not.toMatch(/ 750w/);
    expect(srcset).not.toMatch(/q=75/);
    expect(preloads()).toHaveLength(0);
  });

  it('fills its box when asked, as next/image does', () => {
    const { getByRole } = render(<Img src="/img/a.png" alt="Обложка" fill sizes="100vw" />);
    const img = getByRole('img');
    expect(img).toHaveAttribute('data-nimg', 'fill');
    expect(img.style.position).toBe('absolute');
    expect(img.style.width).toBe('100%');
  });

  it('preloads with the same srcset, sizes and priority, and loads eagerly', () => {
    const { getByRole } = render(
      <Img
        src="/img/hero.png"
        alt="Герой"
        width={1600}
        height={800}
        sizes="100vw"
        preload
        fetchPriority="high"
        elementtiming="hero-still"
      />,
    );
    const img = getByRole('img');
    expect(img).not.toHaveAttribute('loading'); // the browser's default: eager
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('elementtiming', 'hero-still');
    const [link] = preloads();
    expect(link).toBeDefined();
    expect(link).toHaveAttribute('imagesrcset', img.getAttribute('srcset') ?? '');
    expect(link).toHaveAttribute('imagesizes', '100vw');
    expect(link).toHaveAttribute('fetchpriority', 'high');
  });

  it('fetches a preloaded image (a first-screen one, the LCP element) with high priority by default', () => {
    const { getAllByRole } = render(
      <>
        <Img src="/img/cover.png" alt="Обложка" width={1200} height={800} preload />
        <Img src="/img/screen.png" alt="Экран" width={1200} height={800} />
        <Img src="/img/b.png" alt="Второй" width={10} height={10} preload fetchPriority="low" />
      </>,
    );
    const [cover, screen, second] = getAllByRole('img');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(screen).not.toHaveAttribute('fetchpriority');
    expect(screen).toHaveAttribute('loading', 'lazy');
    expect(second).toHaveAttribute('fetchpriority', 'low');
    expect(preloads().map((l) => l.getAttribute('fetchpriority'))).toEqual(['high', 'low']);
  });

  it('renders on the server without any client code (no hooks, no effects)', () => {
    const html = renderToString(
      <Img src="/img/a.png" alt="Пример" width={10} height={10} unoptimized />,
    );
    expect(html).toMatch(/^<img [^>]*src="\/img\/a\.png"/);
    expect(html).toMatch(/alt="Пример"/);
  });
});
