import { ContentPage } from '@/components/sections/page/ContentPage';
import { frontend } from '@/content/pages/frontend';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({ ...frontend.meta, path: frontend.path });

export default function FrontendPage() {
  return <ContentPage content={frontend} />;
}
