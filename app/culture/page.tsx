import { ContentPage } from '@/components/sections/page/ContentPage';
import { culture } from '@/content/pages/culture';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({ ...culture.meta, path: culture.path });

export default function CulturePage() {
  return <ContentPage content={culture} />;
}
