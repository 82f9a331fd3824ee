// Props every constructor block receives: its parsed block, the page context, and the anchor id.
import type { BlockOf, BlockType } from '@/lib/wp/blocks';
import type { CreateSolution } from '@/lib/wp/schemas';

export type BlockContext = {
  /** The case title, for alt texts and labels. */
  caseTitle: string;
  /** The case's technologies (the offering block shows them). */
  technologies: readonly string[];
  /** The page's create_solution options (the create_solutions block uses them). */
  createSolution: CreateSolution | null;
};

export type BlockProps<K extends BlockType> = {
  block: BlockOf<K>;
  context: BlockContext;
  /** 'first-block' on the first rendered block (the head's scroll-down anchor target). */
  id?: string;
  /**
   * The section's landmark name, unique on the page (RenderBlocks numbers repeats); a block
   * rendered alone falls back to its own name (blockLandmark in ./landmarks).
   */
  label?: string;
};
