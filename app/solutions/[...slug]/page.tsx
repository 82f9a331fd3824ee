// /solutions/{slug}/ — one ready-made solution (first catch-all segment), rendered on demand and cached.
import type { Metadata } from 'next';
import { DiscussionForm } from '@/components/sections/form/DiscussionForm';
import { DetailFooter } from '@/components/sections/detail/DetailFooter';
import { DetailView } from '@/components/sections/detail/DetailView';
import { viewSolution } from '@/lib/preview/detail';
import { PreviewBanner } from '@/components/preview/PreviewBanner';
import { PREVIEW_ROBOTS, previewPath } from '@/lib/preview/core';
import { MissingError, UpstreamError, orPageFailure } from '@/lib/errors';
import {
  MissingPage,
  ERROR_PAGE_METADATA,
  UpstreamErrorPage,
} from '@/components/layout/UpstreamErrorPage';
import { solutionJsonLd, solutionMetadata } from '@/lib/seo/article';
import { JsonLd } from '@/components/ui/JsonLd';
import { config } from '@/lib/config';

type Props = { params: Promise<{ slug: string[] }> };

export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams(): { slug: string[] }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await orPageFailure(viewSolution((await params).slug));
  if (loaded instanceof UpstreamError || loaded instanceof MissingError) return ERROR_PAGE_METADATA;
  const { slug, detail, preview } = loaded;
  const metadata = solutionMetadata(slug, detail);
  // A draft preview is never indexed.
  return preview ? { ...metadata, robots: PREVIEW_ROBOTS } : metadata;
}

export default async function SolutionPage({ params }: Props) {
  const loaded = await orPageFailure(viewSolution((await params).slug));
  // WordPress failed: the 5xx error page, rendered here so its HTML is complete (no cache entry).
  if (loaded instanceof UpstreamError) return <UpstreamErrorPage />;
  // WordPress has no such entry: the 404 page, rendered here too (SPEC 8; see MissingError).
  if (loaded instanceof MissingError) return <MissingPage />;
  const { slug, detail, preview } = loaded;
  const { solution } = detail;
  return (
    <>
      {preview ? <PreviewBanner path={previewPath(preview)} /> : null}
      <JsonLd data={solutionJsonLd(slug, detail, config().SITE_URL)} />
      <DetailView
        section={{ name: 'Решения', href: '/solutions/' }}
        title={solution.title}
        image={solution.image}
        imageAlt={`Решение «${solution.title}»`}
        html={solution.content}
      >
        <DetailFooter back={{ href: '/solutions/', label: 'Все решения' }} />
      </DetailView>
      <DiscussionForm id="form" title="Обсудим внедрение решения в ваш проект" />
    </>
  );
}
