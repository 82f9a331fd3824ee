import { ContentPage } from '@/components/sections/page/ContentPage';
import { mvp } from '@/content/pages/mvp';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({ ...mvp.meta, path: mvp.path });

export default function MvpPage() {
  return <ContentPage content={mvp} />;
}
