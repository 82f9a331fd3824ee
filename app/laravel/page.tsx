import { ContentPage } from '@/components/sections/page/ContentPage';
import { laravel } from '@/content/pages/laravel';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({ ...laravel.meta, path: laravel.path });

export default function LaravelPage() {
  return <ContentPage content={laravel} />;
}
