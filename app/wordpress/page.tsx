import { ContentPage } from '@/components/sections/page/ContentPage';
import { wordpress } from '@/content/pages/wordpress';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({ ...wordpress.meta, path: wordpress.path });

export default function WordpressPage() {
  return <ContentPage content={wordpress} />;
}
