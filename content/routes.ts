// Every static route of SPEC 2.1, derived from where each page is defined: the list routes of
// lib/paths.ts and the path of every content module (sitemap, menu tests).
import { LIST_PATHS } from '@/lib/paths';
import { CONTENT_PAGES } from './pages';

export const STATIC_ROUTES: readonly string[] = [
  ...LIST_PATHS,
  ...CONTENT_PAGES.map((page) => page.path),
];
