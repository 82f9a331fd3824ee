import { ContentPage } from '@/components/sections/page/ContentPage';
import { webapps } from '@/content/pages/webapps';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({ ...webapps.meta, path: webapps.path });

export default function WebappsPage() {
  return <ContentPage content={webapps} />;
}
