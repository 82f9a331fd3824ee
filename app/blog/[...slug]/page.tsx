// /blog/{slug}/ — one article (the first catch-all segment is the slug), rendered on demand and cached.
import type { Metadata } from 'next';
import { DetailFooter } from '@/components/sections/detail/DetailFooter';
import { DetailView } from '@/components/sections/detail/DetailView';
import { detailMetadata, detailPage } from '@/components/sections/detail/detail-page';
import { viewArticle } from '@/lib/preview/detail';
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
  return detailMetadata(viewArticle((await params).slug), ({ slug, detail }) =>
    articleMetadata(slug, detail),
  );
}

export default async function ArticlePage({ params }: Props) {
  return detailPage(viewArticle((await params).slug), ({ slug, detail }) => {
    const { article } = detail;
    return (
      <>
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
  });
}
