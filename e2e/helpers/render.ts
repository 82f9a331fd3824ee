// Editor renders (docs/WP-API.md 'Editor renders') against the demo WordPress: links minted as the
// plugin mints them (demo-wp/renders.mjs, `POST /__render-links`) and its counters.
import { expect, type APIRequestContext } from '@playwright/test';
import { SITE_ORIGIN, WP_API, WP_ORIGIN } from './wp';

/** A demo case (lavka-severa) and the 16 block types of the registry. */
export const RENDER_CASE = { id: 102, slug: 'lavka-severa' } as const;
export const BLOCK_TYPES = [
  'offering',
  'case_page',
  'case_design',
  'opportunity',
  'functional-create',
  'list',
  'column',
  'column_with_slider',
  'opportunity_with_list',
  'column_with_list',
  'review',
  'mobile_version',
  'control_system',
  'case_cooperation_with_list',
  'morphing_link',
  'create_solutions',
] as const;

export type Block = { type: string } & Record<string, unknown>;
export type RenderCounts = { minted: number; redeemed: number; refused: number };

/** A render link of the case (a block render with `block`), `exp` in Unix seconds if given. */
export async function mintRender(
  request: APIRequestContext,
  options: { post?: number; block?: Block; exp?: number } = {},
): Promise<{ url: string; token: string }> {
  const res = await request.post(`${WP_ORIGIN}/__render-links`, {
    data: { post: RENDER_CASE.id, ...options, site: SITE_ORIGIN },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { url: string; token: string };
}

export async function renderCounts(request: APIRequestContext): Promise<RenderCounts> {
  return (await (await request.get(`${WP_ORIGIN}/__render-links`)).json()) as RenderCounts;
}

/** How many times the site called `POST {api}/render` (the demo's /__stats). */
export async function renderCalls(request: APIRequestContext): Promise<number> {
  const stats = (await (await request.get(`${WP_ORIGIN}/__stats`)).json()) as {
    byPath: Record<string, number>;
  };
  return stats.byPath['/render'] ?? 0;
}

/** A block that draws something (create_solutions shown, morphing_link with its link). */
function draws(block: Block): boolean {
  if (block.type === 'create_solutions') return block.show === true;
  if (block.type === 'morphing_link') return Boolean(block.link);
  return true;
}

/** One block of each type that draws something, as the demo's cases hold them (defaults added). */
export async function demoBlocks(request: APIRequestContext): Promise<Map<string, Block>> {
  const list = (await (await request.get(`${WP_API}/portfolio?page=1&count=-1`)).json()) as {
    data: { portfolio: { slug: string }[] };
  };
  const blocks = new Map<string, Block>();
  for (const { slug } of list.data.portfolio) {
    const detail = (await (await request.get(`${WP_API}/portfolio/${slug}`)).json()) as {
      data: { case: { constructor: Block[] } };
    };
    for (const block of detail.data.case.constructor) {
      if (!blocks.has(block.type) && draws(block)) blocks.set(block.type, block);
    }
  }
  return blocks;
}
