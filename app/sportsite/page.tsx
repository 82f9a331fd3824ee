import { ContentPage } from '@/components/sections/page/ContentPage';
import { sportsite } from '@/content/pages/sportsite';
import { pageMetadata } from '@/lib/seo/metadata';

// A direction page for now; SPEC 2.11 describes the full sports landing a later issue builds.

export const metadata = pageMetadata({ ...sportsite.meta, path: sportsite.path });

export default function SportsitePage() {
  return <ContentPage content={sportsite} />;
}
