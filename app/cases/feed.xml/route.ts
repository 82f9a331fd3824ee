// /cases/feed.xml — RSS 2.0 of the newest cases (by publish date) with their texts (lib/feed/rss.ts).
// Built per request from WordPress answers cached under the pages' tags, so a save's webhook
// refreshes it; WordPress failing → 503 rather than a feed with entries missing.
import { config } from '@/lib/config';
import { caseFeedItem } from '@/lib/feed/items';
import { FEED_ITEMS, feedFailure, rssResponse, rssXml } from '@/lib/feed/rss';
import { CASES_FEED_PATH, CASES_PATH } from '@/lib/paths';
import { SITE_NAME } from '@/lib/site';
import { getFeedCases } from '@/lib/wp/feeds';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const result = await getFeedCases(FEED_ITEMS);
  if (!result.ok) return feedFailure();
  const siteUrl = config().SITE_URL;
  return rssResponse(
    rssXml(
      {
        title: `Кейсы студии ${SITE_NAME}`,
        description: `Проекты студии ${SITE_NAME}: сайты, веб-сервисы, личные кабинеты и мобильные приложения.`,
        path: CASES_PATH,
        feedPath: CASES_FEED_PATH,
        items: result.data.map(({ card, detail }) => caseFeedItem(card, detail, siteUrl)),
      },
      siteUrl,
    ),
  );
}
