import { ContentPage } from '@/components/sections/page/ContentPage';
import { analytics } from '@/content/pages/analytics';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({ ...analytics.meta, path: analytics.path });

export default function AnalyticsPage() {
  return <ContentPage content={analytics} />;
}
