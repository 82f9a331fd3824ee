import { ContentPage } from '@/components/sections/page/ContentPage';
import { bitrix } from '@/content/pages/bitrix';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({ ...bitrix.meta, path: bitrix.path });

export default function BitrixPage() {
  return <ContentPage content={bitrix} />;
}
