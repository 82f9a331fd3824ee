// Which constructor blocks a case page renders (SPEC 2.8, 2.9, 4).
import type { KeyedBlock } from '../wp/blocks';

/** A block that would render nothing is dropped before rendering, so the first-block id lands on a real block. */
export function rendersContent(block: KeyedBlock): boolean {
  switch (block.type) {
    case 'create_solutions':
      return block.show;
    case 'morphing_link':
      return block.link !== undefined;
    case 'column':
    case 'column_with_slider':
      return block.images.length > 0 || Boolean(block.title || block.text || block.content.length);
    case 'mobile_version':
      return block.images.length > 0 || Boolean(block.title || block.text);
    default:
      return true;
  }
}

/** The blocks to render, in order: none unless is_constructor is true. */
export function blocksToRender(
  isConstructor: boolean,
  blocks: readonly KeyedBlock[],
): KeyedBlock[] {
  return isConstructor ? blocks.filter(rendersContent) : [];
}
