import { ContentPage } from '@/components/sections/page/ContentPage';
import { account } from '@/content/pages/account';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({ ...account.meta, path: account.path });

export default function AccountPage() {
  return <ContentPage content={account} />;
}
