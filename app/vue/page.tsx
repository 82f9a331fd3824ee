import { ContentPage } from '@/components/sections/page/ContentPage';
import { vue } from '@/content/pages/vue';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({ ...vue.meta, path: vue.path });

export default function VuePage() {
  return <ContentPage content={vue} />;
}
