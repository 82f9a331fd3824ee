import { ContentPage } from '@/components/sections/page/ContentPage';
import { development } from '@/content/pages/development';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({ ...development.meta, path: development.path });

export default function DevelopmentPage() {
  return <ContentPage content={development} />;
}
