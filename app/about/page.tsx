import { ContentPage } from '@/components/sections/page/ContentPage';
import { about } from '@/content/pages/about';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({ ...about.meta, path: about.path });

export default function AboutPage() {
  return <ContentPage content={about} />;
}
