// The published portfolio, newest first (the order of the list and of the prev/next neighbours),
// plus slugs that exist in WordPress but must answer { success: false }.
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
  (a, b) => b.date.localeCompare(a.date),
);

/** Drafts and archived cases: WordPress knows them but answers { success: false }. */
export const UNPUBLISHED_CASE_SLUGS = ['archived-case'];
