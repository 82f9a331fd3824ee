import { ContentPage } from '@/components/sections/page/ContentPage';
import { seo } from '@/content/pages/seo';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({ ...seo.meta, path: seo.path });

export default function SeoPage() {
  return <ContentPage content={seo} />;
}
