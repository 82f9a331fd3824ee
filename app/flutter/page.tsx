import { ContentPage } from '@/components/sections/page/ContentPage';
import { flutter } from '@/content/pages/flutter';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({ ...flutter.meta, path: flutter.path });

export default function FlutterPage() {
  return <ContentPage content={flutter} />;
}
