// The landmark name of each constructor block (its section's aria-label), in one place, so that
// RenderBlocks can number repeats before rendering (lib/case/landmarks.ts, axe landmark-unique).
// `satisfies` keeps the map exhaustive against the block union, like the registry.
import { parseOuterLink } from '@/lib/case/outer-link';
import { plain } from '@/lib/text/plain';
import type { BlockOf, BlockType } from '@/lib/wp/blocks';
import { PROMOS } from './create_solutions/promos';
import type { BlockContext } from './types';

/** The review block's fixed title (SPEC 2.9). */
export const REVIEW_TITLE = 'Отзыв о\u00a0проекте';

type Namer<K extends BlockType> = (block: BlockOf<K>, context: BlockContext) => string | undefined;

const titled =
  (fallback?: string) =>
  (block: { title?: string }): string | undefined =>
    plain(block.title) ?? fallback;

const NAMES = {
  offering: () => 'О проекте',
  case_page: titled(),
  case_design: titled('Дизайн'),
  opportunity: titled('Возможности'),
  'functional-create': titled('Функциональность'),
  list: titled('Список'),
  column: titled('Экраны проекта'),
  column_with_slider: titled('Экраны проекта'),
  opportunity_with_list: titled('Возможности'),
  column_with_list: titled('Подробности'),
  review: () => REVIEW_TITLE,
  mobile_version: titled('Мобильная версия'),
  control_system: titled('Система управления'),
  case_cooperation_with_list: titled('Сотрудничество продолжается'),
  morphing_link: (block) => {
    const link = parseOuterLink(block.link);
    return link ? (plain(block.link_text) ?? link.host) : undefined;
  },
  create_solutions: (block) => (block.show ? PROMOS[block.category].title : undefined),
} satisfies { [K in BlockType]: Namer<K> };

/** The block's own landmark name, before repeats on the page are numbered. */
export function blockLandmark<K extends BlockType>(
  block: BlockOf<K>,
  context: BlockContext,
): string | undefined {
  const namer = NAMES[block.type as K] as Namer<K>;
  return namer(block, context);
}
