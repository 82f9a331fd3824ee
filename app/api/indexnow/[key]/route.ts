// The IndexNow key file (issue 32, docs/seo.md 'IndexNow'): next.config.ts rewrites /{key}.txt
// here. The engines fetch it to check that the URLs the plugin sent are the site owner's: it
// answers INDEXNOW_KEY as text/plain for that key only; any other key, or none configured, is 404.
import { config } from '@/lib/config';

export const dynamic = 'force-dynamic';

const TEXT = 'text/plain; charset=utf-8';

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ key: string }> },
): Promise<Response> {
  const { key } = await params;
  const configured = config().INDEXNOW_KEY;
  if (!configured || key !== configured) {
    return new Response('Not found', {
      status: 404,
      headers: { 'content-type': TEXT, 'cache-control': 'no-store' },
    });
  }
  return new Response(configured, {
    headers: { 'content-type': TEXT, 'cache-control': 'public, max-age=3600' },
  });
}
