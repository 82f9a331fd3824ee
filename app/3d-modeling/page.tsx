import { ContentPage } from '@/components/sections/page/ContentPage';
import { threeD } from '@/content/pages/three-d';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({ ...threeD.meta, path: threeD.path });

export default function ThreeDModelingPage() {
  return <ContentPage content={threeD} />;
}
