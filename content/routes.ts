// Every static route of SPEC 2.1, derived from where each page is defined: the list routes of
// lib/paths.ts, the path of every content module and of every landing page (sitemap, menu tests).
import { LIST_PATHS } from '@/lib/paths';
import { sportLanding } from './landings/sportsite';
import { supportLanding } from './landings/support';
import { CONTENT_PAGES } from './pages';

export const STATIC_ROUTES: readonly string[] = [
  ...LIST_PATHS,
  ...CONTENT_PAGES.map((page) => page.path),
  sportLanding.path,
  supportLanding.path,
];
