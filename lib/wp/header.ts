import 'server-only';
import { cache } from 'react';
import { wpRequest } from './client';
import { headerSchema, type HeaderCounts } from './schemas';
import { TAGS } from './tags';

/** Header counts (SPEC 7.1): null until WordPress answers successfully. */
export const getHeaderCounts = cache(async (): Promise<HeaderCounts | null> => {
  const result = await wpRequest(headerSchema, { path: ['header'], tags: [TAGS.header] });
  return result.ok ? result.data.counts : null;
});
