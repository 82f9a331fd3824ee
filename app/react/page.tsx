import { ContentPage } from '@/components/sections/page/ContentPage';
import { react } from '@/content/pages/react';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({ ...react.meta, path: react.path });

export default function ReactPage() {
  return <ContentPage content={react} />;
}
