import { ContentPage } from '@/components/sections/page/ContentPage';
import { services } from '@/content/pages/services';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({ ...services.meta, path: services.path });

export default function ServicesPage() {
  return <ContentPage content={services} />;
}
