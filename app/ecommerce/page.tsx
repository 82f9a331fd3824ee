import { ContentPage } from '@/components/sections/page/ContentPage';
import { ecommerce } from '@/content/pages/ecommerce';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({ ...ecommerce.meta, path: ecommerce.path });

export default function EcommercePage() {
  return <ContentPage content={ecommerce} />;
}
