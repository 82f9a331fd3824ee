// /blog/{slug}/ — one article (the first catch-all segment is the slug), rendered on demand and cached.
import type { Metadata } from 'next';
import { DetailFooter } from '@/components/sections/detail/DetailFooter';
import { DetailView } from '@/components/sections/detail/DetailView';
import { viewArticle } from '@/lib/preview/detail';
import { PreviewBanner } from '@/components/preview/PreviewBanner';
import { PREVIEW_ROBOTS, previewPath } from '@/lib/preview/core';
import { MissingError, UpstreamError, orPageFailure } from '@/lib/errors';
import {
  MissingPage,
  ERROR_PAGE_METADATA,
  UpstreamErrorPage,
} from '@/components/layout/UpstreamErrorPage';
import { articleJsonLd, articleMetadata } from '@/lib/seo/article';
import { JsonLd } from '@/components/ui/JsonLd';
import { config } from '@/lib/config';

type Props = { params: Promise<{ slug: string[] }> };

export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams(): { slug: string[] }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await orPageFailure(viewArticle((await params).slug));
  if (loaded instanceof UpstreamError || loaded instanceof MissingError) return ERROR_PAGE_METADATA;
  const { slug, detail, preview } = loaded;
  const metadata = articleMetadata(slug, detail);
  // A draft preview is never indexed.
  return preview ? { ...metadata, robots: PREVIEW_ROBOTS } : metadata;
}

export default async function ArticlePage({ params }: Props) {
  const loaded = await orPageFailure(viewArticle((await params).slug));
  // WordPress failed: the 5xx error page, rendered here so its HTML is complete (no cache entry).
  if (loaded instanceof UpstreamError) return <UpstreamErrorPage />;
  // WordPress has no such entry: the 404 page, rendered here too (SPEC 8; see MissingError).
  if (loaded instanceof MissingError) return <MissingPage />;
  const { slug, detail, preview } = loaded;
  const { article } = detail;
  return (
    <>
      {preview ? <PreviewBanner path={previewPath(preview)} /> : null}
      <JsonLd data={articleJsonLd(slug, detail, config().SITE_URL)} />
      <DetailView
        section={{ name: 'Блог', href: '/blog/' }}
        title={article.title}
        date={article.date}
        categories={article.categories}
        image={article.image}
        imageAlt={`Иллюстрация к статье «${article.title}»`}
        html={article.content}
      >
        <DetailFooter back={{ href: '/blog/', label: 'Все статьи' }} />
      </DetailView>
    </>
  );
}
