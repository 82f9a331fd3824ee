import { ContentPage } from '@/components/sections/page/ContentPage';
import { backend } from '@/content/pages/backend';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({ ...backend.meta, path: backend.path });

export default function BackendPage() {
  return <ContentPage content={backend} />;
}
