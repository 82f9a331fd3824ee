// The server component's markup: the reserved box, the LCP image, the island's attributes.
import { render, screen } from '@testing-library/react';
import { imageConfigDefault } from 'next/dist/shared/lib/image-config';
import { ImageConfigContext } from 'next/dist/shared/lib/image-config-context.shared-runtime';
import type { ReactElement } from 'react';
import { nextConfig } from '@/next.config';
import { Hero } from '@/components/canvas/hero/Hero';
import { heroImageScales } from '@/lib/hero/camera';
import { installIntersectionObserver, installMatchMedia } from '../../../support/browser-mocks';

const IMAGE_CONFIG = { ...imageConfigDefault, ...nextConfig.images };
const renderWithImages = (el: ReactElement) =>
  render(<ImageConfigContext.Provider value={IMAGE_CONFIG}>{el}</ImageConfigContext.Provider>);

beforeEach(() => {
  installIntersectionObserver();
  installMatchMedia(false);
});

describe('Hero', () => {
  it('renders the static image as a high-priority, responsive webp with Russian alt text', () => {
    renderWithImages(<Hero />);
    const img = screen.getByRole('img');
    expect(img.getAttribute('alt')).toMatch(/[а-яё]/i);
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '800');
    expect(img.getAttribute('sizes')).toBe('(max-width: 530px) calc(100vw + 100px), 100vw');
    expect(img.getAttribute('src')).toContain('main-elem.png');
    expect(img.getAttribute('src')).toContain('q=100');
  });

  it('loads lazily when not the LCP element', () => {
    renderWithImages(<Hero priority={false} />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img')).not.toHaveAttribute('fetchpriority', 'high');
  });

  it('exposes mode, reason and variant on the wrapper, with the class passed in', () => {
    renderWithImages(<Hero variant="error" className="extra" />);
    const root = screen.getByRole('img').closest('[data-hero-mode]') as HTMLElement;
    expect(root).toHaveAttribute('data-hero-mode', 'static');
    expect(root).toHaveAttribute('data-hero-reason', 'server');
    expect(root).toHaveAttribute('data-hero-variant', 'error');
    expect(root).toHaveClass('extra');
  });

  it('scales the still like the variant camera, per breakpoint', () => {
    renderWithImages(<Hero variant="little" />);
    // img → still layer → stage
    const stage = screen.getByRole('img').parentElement?.parentElement as HTMLElement;
    const scales = heroImageScales('little');
    expect(stage.style.getPropertyValue('--hero-scale')).toBe(String(scales.desktop));
    expect(stage.style.getPropertyValue('--hero-scale-lg')).toBe(String(scales.lg));
    expect(stage.style.getPropertyValue('--hero-scale-mobile')).toBe(String(scales.mobile));
  });
});
