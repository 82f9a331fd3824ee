// SPEC 2.9, 9 sliders: column and column_with_slider — looped, centred, fixed width, no arrows,
// gap 60px (30px at ≤1024 and ≤530); mobile_version — looped, 4 per page by 1, gap 45px, padding
// 10vw, no arrows; ≤1024: 3 per page, gap 20px, padding 5vw; ≤530: 1 per page, centred, gap 15px.
import { screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { Column } from '@/components/blocks/column/Column';
import { ColumnWithSlider } from '@/components/blocks/column_with_slider/ColumnWithSlider';
import { MobileVersion } from '@/components/blocks/mobile_version/MobileVersion';
import { CASE_IMAGE_SLIDER, MOBILE_VERSION_SLIDER } from '@/lib/case/sliders';
import { mobileVersionBlock } from '@/lib/wp/blocks';
import { blockOf, contextOf, detailOf, named, renderWithImages } from '../../../support/case';

vi.mock('@splidejs/react-splide', () => import('../../../support/splide-mock'));

const context = contextOf(detailOf('full'));

/** The options Splide was mounted with (jsdom has no IntersectionObserver: it loads at once). */
async function optionsOf(container: HTMLElement): Promise<unknown> {
  const root = await waitFor(() => {
    const found = container.querySelector('[data-splide-options]');
    expect(found).not.toBeNull();
    return found!;
  });
  return JSON.parse(root.getAttribute('data-splide-options')!);
}

describe('case image slider options', () => {
  it('is looped, centred, fixed-width, without arrows, with a 60px gap', () => {
    expect(CASE_IMAGE_SLIDER).toMatchObject({
      type: 'loop',
      focus: 'center',
      arrows: false,
      gap: '60px',
    });
    expect(CASE_IMAGE_SLIDER.fixedWidth).toBeTruthy();
  });

  it('narrows the gap to 30px at 1024px and at 530px', () => {
    expect(CASE_IMAGE_SLIDER.breakpoints?.[1024]).toMatchObject({ gap: '30px' });
    expect(CASE_IMAGE_SLIDER.breakpoints?.[530]).toMatchObject({ gap: '30px' });
  });
});

describe('mobile-version slider options', () => {
  it('shows 4 per page, moves 1, gap 45px, padding 10vw, looped, no arrows', () => {
    expect(MOBILE_VERSION_SLIDER).toMatchObject({
      type: 'loop',
      perPage: 4,
      perMove: 1,
      gap: '45px',
      padding: '10vw',
      arrows: false,
    });
  });

  it('shows 3 per page with gap 20px and padding 5vw at 1024px', () => {
    expect(MOBILE_VERSION_SLIDER.breakpoints?.[1024]).toEqual({
      perPage: 3,
      gap: '20px',
      padding: '5vw',
    });
  });

  it('shows 1 centred per page with gap 15px at 530px', () => {
    expect(MOBILE_VERSION_SLIDER.breakpoints?.[530]).toEqual({
      perPage: 1,
      focus: 'center',
      gap: '15px',
    });
  });
});

describe('column and column_with_slider blocks', () => {
  it('column: a title, two text columns and every image in the case slider', async () => {
    const { container } = renderWithImages(
      <Column block={blockOf('full', 'column')} context={context} />,
    );
    expect(screen.getByRole('heading', { name: named('Рабочее место') })).toBeInTheDocument();
    expect(screen.getByText('Колонка один')).toBeInTheDocument();
    expect(screen.getByText('Колонка два')).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(3);
    expect(await optionsOf(container)).toEqual(JSON.parse(JSON.stringify(CASE_IMAGE_SLIDER)));
  });

  it('column_with_slider: the title, the text and the case slider', async () => {
    const { container } = renderWithImages(
      <ColumnWithSlider block={blockOf('full', 'column_with_slider')} context={context} />,
    );
    expect(screen.getByRole('heading', { name: named('Ключевые экраны') })).toBeInTheDocument();
    expect(screen.getByText('Абзац слайдера')).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(await optionsOf(container)).toEqual(JSON.parse(JSON.stringify(CASE_IMAGE_SLIDER)));
  });
});

// Issue 12: Splide gives each slide role="tabpanel" (or "group"), which ARIA in HTML forbids on
// <li> (axe aria-allowed-role), and a region root named like the block's section repeats a
// landmark name (axe landmark-unique).
describe('slider markup', () => {
  it('builds the track from divs, never list items, under a named group', async () => {
    for (const element of [
      <Column key="c" block={blockOf('full', 'column')} context={context} />,
      <MobileVersion key="m" block={blockOf('full', 'mobile_version')} context={context} />,
    ]) {
      const { container, unmount } = renderWithImages(element);
      const slides = [...container.querySelectorAll('.splide__slide')];
      expect(slides.length).toBeGreaterThan(0);
      for (const slide of slides) expect(slide.tagName).toBe('DIV');
      expect(container.querySelector('.splide__list')?.tagName).toBe('DIV');
      expect(container.querySelectorAll('li')).toHaveLength(0);
      expect(await optionsOf(container)).toMatchObject({ role: 'group' });
      expect(container.querySelector('[data-splide-options]')).toHaveAttribute('aria-label');
      unmount();
    }
  });
});

describe('mobile_version block', () => {
  it('shows bg_color, the title and text, and the images in the mobile slider', async () => {
    const { container } = renderWithImages(
      <MobileVersion block={blockOf('full', 'mobile_version')} context={context} />,
    );
    expect(container.querySelector('section')?.getAttribute('style')).toContain(
      '--block-bg: #0f2740',
    );
    expect(screen.getByRole('heading', { name: named('Мобильная версия') })).toBeInTheDocument();
    expect(screen.getByText('Две трети билетов покупают с телефона.')).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(5);
    expect(await optionsOf(container)).toEqual(JSON.parse(JSON.stringify(MOBILE_VERSION_SLIDER)));
  });

  it('defaults the title and text colours to white', () => {
    const block = mobileVersionBlock.parse({ type: 'mobile_version', title: 'Т', text: 'Х' });
    expect(block).toMatchObject({ title_color: '#ffffff', text_color: '#ffffff' });
    const { container } = renderWithImages(<MobileVersion block={block} context={context} />);
    const style = container.querySelector('section')?.getAttribute('style') ?? '';
    expect(style).toContain('--block-title: #ffffff');
    expect(style).toContain('--block-text: #ffffff');
  });
});
