import { ContentPage } from '@/components/sections/page/ContentPage';
import { support } from '@/content/pages/support';
import { pageMetadata } from '@/lib/seo/metadata';

// Technical support for now; SPEC 2.10 makes this route the personal-account landing later.

export const metadata = pageMetadata({ ...support.meta, path: support.path });

export default function SupportPage() {
  return <ContentPage content={support} />;
}
