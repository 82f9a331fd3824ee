// What the detail routes (/cases, /blog, /solutions) share around their content: WordPress failed →
// the 5xx page, no such entry → the 404 page (both rendered here, see lib/errors.ts), and a draft
// preview → the banner above the page and metadata that is never indexed. The entry itself comes
// from lib/preview/detail.ts; the route says only how to render it and its metadata.
import type { Metadata } from 'next';
import type { ReactElement, ReactNode } from 'react';
import {
  ERROR_PAGE_METADATA,
  MissingPage,
  UpstreamErrorPage,
} from '@/components/layout/UpstreamErrorPage';
import { PreviewBanner } from '@/components/preview/PreviewBanner';
import { MissingError, UpstreamError, orPageFailure } from '@/lib/errors';
import { PREVIEW_ROBOTS, previewPath } from '@/lib/preview/core';
import type { Viewed } from '@/lib/preview/detail';

/** The route's generateMetadata: the error page's metadata when the entry failed to load. */
export async function detailMetadata<T>(
  viewing: Promise<Viewed<T>>,
  build: (viewed: Viewed<T>) => Metadata,
): Promise<Metadata> {
  const loaded = await orPageFailure(viewing);
  if (loaded instanceof UpstreamError || loaded instanceof MissingError) return ERROR_PAGE_METADATA;
  const metadata = build(loaded);
  // A draft preview is never indexed.
  return loaded.preview ? { ...metadata, robots: PREVIEW_ROBOTS } : metadata;
}

/**
 * The route's page: the error page when the entry failed to load (a function, not a component, so
 * the page's element is the error page itself), else the preview banner and `render`'s content.
 */
export async function detailPage<T>(
  viewing: Promise<Viewed<T>>,
  render: (viewed: Viewed<T>) => ReactNode,
): Promise<ReactElement> {
  const loaded = await orPageFailure(viewing);
  // WordPress failed: the 5xx error page, rendered here so its HTML is complete (no cache entry).
  if (loaded instanceof UpstreamError) return <UpstreamErrorPage />;
  // WordPress has no such entry: the 404 page, rendered here too (SPEC 8; see MissingError).
  if (loaded instanceof MissingError) return <MissingPage />;
  return (
    <>
      {loaded.preview ? <PreviewBanner path={previewPath(loaded.preview)} /> : null}
      {render(loaded)}
    </>
  );
}
