import { ContentPage } from '@/components/sections/page/ContentPage';
import { restaurant } from '@/content/pages/restaurant';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({ ...restaurant.meta, path: restaurant.path });

export default function RestaurantPage() {
  return <ContentPage content={restaurant} />;
}
