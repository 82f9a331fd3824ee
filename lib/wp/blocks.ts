// Zod schemas of the case constructor blocks (SPEC 2.9, 3). Defaults named by SPEC.md live here,
// not in JSX. Unknown block types and blocks that fail their schema are dropped (and logged) while
// parsing, so the block registry only ever sees the known, valid union.
import { z } from 'zod';
import { COLORS } from '../constants';
import { color, flag, httpUrl, image, list, optionalColor, text } from './fields';
import { logWp } from './log';

const paragraph = z.object({ text: text }).transform((v) => v.text ?? '');
const paragraphs = list(paragraph).transform((items) => items.filter((t) => t !== ''));
const images = list(image).transform((items) => items.filter((i) => i !== undefined));

/** The generic content fields shared by most blocks (SPEC 3 'Generic content block'). */
const generic = {
  title: text,
  content: paragraphs,
  image: image,
  images: images,
  bg_color: optionalColor,
  text_color: optionalColor,
  title_color: optionalColor,
  direction: text,
  text: text,
  text1: text,
  text2: text,
  list: list(z.object({ item: text }).transform((v) => v.item ?? '')).transform((items) =>
    items.filter((t) => t !== ''),
  ),
  marker_color: optionalColor,
};

export const offeringBlock = z.object({
  type: z.literal('offering'),
  bg_color: color(COLORS.caseHead),
  title_color: color(COLORS.white),
  text_color: color(COLORS.white),
  client: text,
  year: text,
  task_title: text,
  task: list(z.object({ text_task: text }).transform((v) => v.text_task ?? '')).transform((t) =>
    t.filter(Boolean),
  ),
  offering_title: text,
  offer: list(z.object({ text_offer: text }).transform((v) => v.text_offer ?? '')).transform((t) =>
    t.filter(Boolean),
  ),
});

export const casePageBlock = z.object({ type: z.literal('case_page'), ...generic });
export const caseDesignBlock = z.object({
  type: z.literal('case_design'),
  ...generic,
  text_color: color(COLORS.black),
});
export const opportunityBlock = z.object({ type: z.literal('opportunity'), ...generic });
export const functionalCreateBlock = z.object({
  type: z.literal('functional-create'),
  ...generic,
  title_color: color(COLORS.white),
});
export const listBlock = z.object({ type: z.literal('list'), ...generic });
export const columnBlock = z.object({ type: z.literal('column'), ...generic });
export const columnWithSliderBlock = z.object({
  type: z.literal('column_with_slider'),
  ...generic,
});
export const opportunityWithListBlock = z.object({
  type: z.literal('opportunity_with_list'),
  ...generic,
});
export const columnWithListBlock = z.object({ type: z.literal('column_with_list'), ...generic });
export const reviewBlock = z.object({
  type: z.literal('review'),
  ...generic,
  name: text,
  position: text,
});
export const mobileVersionBlock = z.object({
  type: z.literal('mobile_version'),
  bg_color: optionalColor,
  title: text,
  title_color: color(COLORS.white),
  text: text,
  text_color: color(COLORS.white),
  images: images,
});
export const controlSystemBlock = z.object({
  type: z.literal('control_system'),
  bg_color: optionalColor,
  title: text,
  image: image,
  list: list(z.object({ item_title: text, item_text: text })).transform((items) =>
    items.filter((i) => i.item_title || i.item_text),
  ),
});
export const caseCooperationBlock = z.object({
  type: z.literal('case_cooperation_with_list'),
  bg_img: image,
  wave_color: color(COLORS.white),
  show_wave: flag,
  cooperation_bg: optionalColor,
  text_color: optionalColor,
  title: text,
  content: paragraphs,
});
export const morphingLinkBlock = z.object({
  type: z.literal('morphing_link'),
  bg_color: optionalColor,
  elem_color: optionalColor,
  link: httpUrl,
  link_text: text,
});

export const SOLUTION_CATEGORIES = ['Спорт', 'Интернет магазин', 'Культура', 'Порталы'] as const;
export type SolutionCategory = (typeof SOLUTION_CATEGORIES)[number];

export const createSolutionsBlock = z.object({
  type: z.literal('create_solutions'),
  show: flag,
  category: z.enum(SOLUTION_CATEGORIES),
});

export const blockSchema = z.discriminatedUnion('type', [
  offeringBlock,
  casePageBlock,
  caseDesignBlock,
  opportunityBlock,
  functionalCreateBlock,
  listBlock,
  columnBlock,
  columnWithSliderBlock,
  opportunityWithListBlock,
  columnWithListBlock,
  reviewBlock,
  mobileVersionBlock,
  controlSystemBlock,
  caseCooperationBlock,
  morphingLinkBlock,
  createSolutionsBlock,
]);

export type Block = z.output<typeof blockSchema>;
export type BlockType = Block['type'];
export type BlockOf<K extends BlockType> = Extract<Block, { type: K }>;
/** A parsed block with a stable key for React lists. */
export type KeyedBlock = Block & { key: string };

const KNOWN_TYPES = new Set<string>(blockSchema.options.map((o) => o.shape.type.value));

/** The constructor array: unknown or malformed blocks are skipped and logged, never thrown. */
export const constructorSchema = z
  .unknown()
  .optional()
  .transform((raw): KeyedBlock[] => {
    if (!Array.isArray(raw)) return [];
    const out: KeyedBlock[] = [];
    raw.forEach((entry, index) => {
      const type =
        entry && typeof entry === 'object' && 'type' in entry ? String(entry.type) : '(none)';
      if (!KNOWN_TYPES.has(type)) {
        logWp('warn', `skipped constructor block of unknown type "${type}" at #${index}`);
        return;
      }
      const parsed = blockSchema.safeParse(entry);
      if (!parsed.success) {
        logWp('warn', `skipped malformed constructor block "${type}" at #${index}`);
        return;
      }
      out.push({ ...parsed.data, key: `${index}-${type}` });
    });
    return out;
  });
