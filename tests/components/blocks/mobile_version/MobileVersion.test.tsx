// SPEC 2.9, 9: mobile_version shows bg_color, the title and text, and its images in the mobile
// slider.
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { MobileVersion } from '@/components/blocks/mobile_version/MobileVersion';
import { MOBILE_VERSION_SLIDER } from '@/lib/case/sliders';
import { mobileVersionBlock } from '@/lib/wp/blocks';
import { blockOf, contextOf, detailOf, named, renderWithImages } from '../../../support/case';
import { optionsOf } from '../../../support/splide-options';

vi.mock('@splidejs/react-splide', () => import('../../../support/splide-mock'));

const context = contextOf(detailOf('full'));

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
