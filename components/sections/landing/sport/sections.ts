// The element ids of the sports landing's sections in SPEC 2.11 order (header and footer come
// from the layout); e2e/visitor/sport-landing.spec.ts asserts this order on the built page.
export const SPORT_SECTION_IDS = [
  'top',
  'info',
  'ecosystem',
  'video',
  'champions',
  'companies',
  'for-whom',
  'popular-tasks',
  'tasks',
  'cycle',
  'cases',
  'form',
  'blog',
  'faq',
] as const;

export type SportSectionId = (typeof SPORT_SECTION_IDS)[number];
