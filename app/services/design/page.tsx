import { ContentPage } from '@/components/sections/page/ContentPage';
import { design } from '@/content/pages/design';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({ ...design.meta, path: design.path });

export default function DesignPage() {
  return <ContentPage content={design} />;
}
