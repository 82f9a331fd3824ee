// Issue rule 4: one registry maps every block type of the zod union to its component (checked
// exhaustively by the compiler), and the renderer goes through it in order.
import { vi } from 'vitest';
import { RenderBlocks } from '@/components/blocks/RenderBlocks';
import { blockComponents, type BlockRegistry } from '@/components/blocks/registry';
import { blockSchema, constructorSchema } from '@/lib/wp/blocks';
import { contextOf, detailOf, renderWithImages } from '../../support/case';

vi.mock('@splidejs/react-splide', () => import('../../support/splide-mock'));

const UNION_TYPES = blockSchema.options.map((o) => o.shape.type.value).sort();

describe('block registry', () => {
  it('has exactly one component per block type of the zod union', () => {
    expect(Object.keys(blockComponents).sort()).toEqual(UNION_TYPES);
    for (const component of Object.values(blockComponents))
      expect(typeof component).toBe('function');
  });

  it('is proven exhaustive by the compiler', () => {
    const withoutReview: Omit<typeof blockComponents, 'review'> = blockComponents;
    // @ts-expect-error — a registry without 'review' is not a BlockRegistry
    const incomplete: BlockRegistry = withoutReview;
    // @ts-expect-error — a component of another block type does not fit
    const mismatched: BlockRegistry = { ...blockComponents, review: blockComponents.offering };
    expect([incomplete, mismatched]).toHaveLength(2);
  });

  it('skips (and logs) an unknown block type while the rest renders in order', () => {
    vi.stubEnv('WP_LOG_IN_TESTS', '1');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const blocks = constructorSchema.parse([
      { type: 'list', title: 'До', list: [{ item: 'Один' }] },
      { type: 'legacy_slider', slides: [] },
      { type: 'review', content: [{ text: 'Отзыв' }], name: 'Имя' },
    ]);
    const { container } = renderWithImages(
      <RenderBlocks blocks={blocks} context={contextOf(detailOf('full'))} />,
    );
    const types = [...container.querySelectorAll('[data-block]')].map((el) =>
      el.getAttribute('data-block'),
    );
    expect(types).toEqual(['list', 'review']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('legacy_slider'));
  });

  it('renders every block type of the full fixture through its component', () => {
    const detail = detailOf('full');
    const { container } = renderWithImages(
      <RenderBlocks blocks={detail.case.constructor} context={contextOf(detail)} />,
    );
    const rendered = new Set(
      [...container.querySelectorAll('[data-block]')].map((el) => el.getAttribute('data-block')),
    );
    expect([...rendered].sort()).toEqual(UNION_TYPES);
  });
});
