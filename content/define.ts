import { STAGE_LABELS } from './stages';
import { typographDeep } from '@/lib/text/typograph';
import type { PageContent } from './types';

/** Declares a content page: the copy is written plainly and typeset here, once. */
export function definePage(page: PageContent): PageContent {
  return typographDeep(page, STAGE_LABELS);
}
