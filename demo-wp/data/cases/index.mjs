// The published portfolio in WordPress's order (WP-API.md): menu order ascending (an optional
// `menu_order`, 0 when missing), then publish date newest first. The list and the prev/next
// neighbours follow it. Plus slugs that exist in WordPress but answer 404 { success: false }.
import kalina from './kalina.mjs';
import kolos from './kolos.mjs';
import lavka from './lavka.mjs';
import muzey from './muzey.mjs';
import puls from './puls.mjs';
import put from './put.mjs';
import teatr from './teatr.mjs';
import teplo from './teplo.mjs';
import volna from './volna.mjs';
import zabeg from './zabeg.mjs';

export const CASES = [kalina, kolos, volna, lavka, teatr, teplo, zabeg, muzey, put, puls].sort(
  (a, b) => (a.menu_order ?? 0) - (b.menu_order ?? 0) || Date.parse(b.date) - Date.parse(a.date),
);

/** Drafts and archived cases: WordPress knows them but answers 404 { success: false }. */
export const UNPUBLISHED_CASE_SLUGS = ['archived-case'];
