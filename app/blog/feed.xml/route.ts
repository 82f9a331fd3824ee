// /blog/feed.xml — RSS 2.0 of the newest articles with their full text (lib/feed/rss.ts). Built per
// request from WordPress answers cached under the pages' tags, so a save's webhook refreshes it;
// WordPress failing → 503 (an aggregator retries later) rather than a feed with entries missing.
import { config } from '@/lib/config';
import { articleFeedItem } from '@/lib/feed/items';
import { FEED_ITEMS, feedFailure, rssResponse, rssXml } from '@/lib/feed/rss';
import { BLOG_FEED_PATH, BLOG_PATH } from '@/lib/paths';
import { SITE_NAME } from '@/lib/site';
import { getFeedArticles } from '@/lib/wp/feeds';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const result = await getFeedArticles(FEED_ITEMS);
  if (!result.ok) return feedFailure();
  const siteUrl = config().SITE_URL;
  return rssResponse(
    rssXml(
      {
        title: `Блог студии ${SITE_NAME}`,
        description: `Статьи студии ${SITE_NAME} о разработке сайтов, веб-сервисов и мобильных приложений.`,
        path: BLOG_PATH,
        feedPath: BLOG_FEED_PATH,
        items: result.data.map(({ card, detail }) => articleFeedItem(card, detail, siteUrl)),
      },
      siteUrl,
    ),
  );
}
