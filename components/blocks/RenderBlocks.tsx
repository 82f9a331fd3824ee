// Renders the case constructor in order through the registry (server component). The blocks were
// parsed by lib/wp/blocks.ts, so unknown types never reach this point (they are skipped and logged).
import { FIRST_BLOCK_ID } from '@/lib/case/head';
import { CASE_NAV_LABEL, uniqueNames } from '@/lib/case/landmarks';
import type { BlockOf, BlockType, KeyedBlock } from '@/lib/wp/blocks';
import type { ComponentType } from 'react';
import { blockLandmark } from './landmarks';
import { blockComponents, type BlockRegistry } from './registry';
import type { BlockContext, BlockProps } from './types';

const registry: BlockRegistry = blockComponents;

/** Looks the component up by the block's own type; generic so that block and component agree. */
function Block<K extends BlockType>({
  type,
  block,
  context,
  id,
  label,
}: {
  type: K;
  block: BlockOf<K>;
  context: BlockContext;
  id?: string;
  label?: string;
}) {
  const Component: ComponentType<BlockProps<K>> = registry[type];
  return <Component block={block} context={context} id={id} label={label} />;
}

/** Landmarks of the case page outside the constructor. */
const PAGE_LANDMARKS = [CASE_NAV_LABEL];

export function RenderBlocks({
  blocks,
  context,
}: {
  blocks: readonly KeyedBlock[];
  context: BlockContext;
}) {
  // Two blocks with one title would be two regions of one name (axe landmark-unique): repeats
  // are numbered in page order.
  const labels = uniqueNames(
    blocks.map((block) => blockLandmark(block, context)),
    PAGE_LANDMARKS,
  );
  return (
    <>
      {blocks.map((block, index) => (
        <Block
          key={block.key}
          type={block.type}
          block={block}
          context={context}
          id={index === 0 ? FIRST_BLOCK_ID : undefined}
          label={labels[index]}
        />
      ))}
    </>
  );
}
