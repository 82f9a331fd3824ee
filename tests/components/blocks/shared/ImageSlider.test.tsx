// The case sliders' markup (blocks/shared/ImageSlider), through the column and mobile_version
// blocks.
import { vi } from 'vitest';
import { Column } from '@/components/blocks/column/Column';
import { MobileVersion } from '@/components/blocks/mobile_version/MobileVersion';
import { blockOf, contextOf, detailOf, renderWithImages } from '../../../support/case';
import { optionsOf } from '../../../support/splide-options';

vi.mock('@splidejs/react-splide', () => import('../../../support/splide-mock'));

const context = contextOf(detailOf('full'));

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
