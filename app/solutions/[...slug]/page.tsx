// /solutions/{slug}/ — one ready-made solution (first catch-all segment), rendered on demand and cached.
import type { Metadata } from 'next';
import { DiscussionForm } from '@/components/sections/form/DiscussionForm';
import { DetailFooter } from '@/components/sections/detail/DetailFooter';
import { DetailView } from '@/components/sections/detail/DetailView';
import { detailMetadata, detailPage } from '@/components/sections/detail/detail-page';
import { viewSolution } from '@/lib/preview/detail';
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
  return detailMetadata(viewSolution((await params).slug), ({ slug, detail }) =>
    solutionMetadata(slug, detail),
  );
}

export default async function SolutionPage({ params }: Props) {
  return detailPage(viewSolution((await params).slug), ({ slug, detail }) => {
    const { solution } = detail;
    return (
      <>
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
  });
}
