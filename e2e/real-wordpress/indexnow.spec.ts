// IndexNow on the real WordPress (issue 32): a save that changes what the public sees tells the
// IndexNow endpoint (STUDIO_INDEXNOW_ENDPOINT, here a recorder this spec runs) the page's URL in
// one batched call; drafts and password-protected posts never reach it; a failed call is retried
// by WP-Cron; the site serves the key file the engines check. Each test uses posts of its own and
// counts only the calls that name their URLs (other specs' saves reach the recorder too).
import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { sql, wpPhp } from './db';
import {
  INDEXNOW_KEY,
  realWp,
  releaseRun,
  currentRelease,
  wpRest,
  type RealWpState,
} from './state';

type Call = {
  body: { host?: string; key?: string; keyLocation?: string; urlList?: string[] };
  contentType: string;
  answered: number;
};

let state: RealWpState | null = null;
let server: Server | null = null;
const calls: Call[] = [];
/** The statuses the recorder answers next (then 200). */
const answers: number[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  state = realWp();
  test.skip(state === null, 'the real WordPress was not started (see the setup project)');
  // Retries left by earlier saves (the import's, other specs') go nowhere from now on.
  sql(state!, "DELETE FROM wp_options WHERE option_name = 'studio_indexnow_pending'");
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const status = answers.shift() ?? 200;
      let body: Call['body'] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Call['body'];
      } catch {
        // recorded as an empty body: the assertions say what is missing
      }
      calls.push({
        body,
        contentType: String(req.headers['content-type'] ?? ''),
        answered: status,
      });
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'OK' : 'fail');
    });
  });
  const { indexNowPort } = releaseRun(currentRelease());
  await new Promise<void>((resolve) => server!.listen(indexNowPort, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

type WpPost = { id: number; slug: string };

const wp = <T>(method: string, path: string, body?: unknown): Promise<T> =>
  wpRest<T>(state!, method, path, body);

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}`;
const url = (path: string) => `${state!.site.origin}${path}`;
const callsWith = (address: string) => calls.filter((c) => c.body.urlList?.includes(address));

async function runCron(): Promise<void> {
  expect((await fetch(`${state!.url}/wp-cron.php?doing_wp_cron`)).ok).toBe(true);
}

/** Deletes a post for good (its call, if any, goes to the recorder like any other). */
async function remove(type: 'posts' | 'cases', id: number): Promise<void> {
  await wp('DELETE', `/${type}/${id}?force=true`);
}

test('a published article makes exactly one call: its URL, the host, the key and its location', async () => {
  const slug = unique('indexnow-article');
  const post = await wp<WpPost>('POST', '/posts', {
    title: 'IndexNow',
    slug,
    status: 'publish',
    content: '<p>Текст.</p>',
  });
  const address = url(`/blog/${slug}/`);
  try {
    await expect.poll(() => callsWith(address).length, { timeout: 10_000 }).toBe(1);
    // Nothing more comes of that one save.
    await new Promise((r) => setTimeout(r, 2_000));
    expect(callsWith(address)).toHaveLength(1);
    const [call] = callsWith(address);
    expect(call!.contentType).toMatch(/^application\/json/);
    expect(call!.body).toEqual({
      host: new URL(state!.site.origin).hostname,
      key: INDEXNOW_KEY,
      keyLocation: url(`/${INDEXNOW_KEY}.txt`),
      urlList: [address],
    });
  } finally {
    await remove('posts', post.id);
  }
});

test('a published case sends its page; a draft and a password-protected case send nothing', async () => {
  const draft = unique('indexnow-draft');
  const locked = unique('indexnow-locked');
  const open = unique('indexnow-open');
  const made: number[] = [];
  try {
    // A draft, given its slug by an update (WordPress 6.8's REST create of a draft with a slug
    // logs core's own warnings, which the teardown would count).
    made.push((await wp<WpPost>('POST', '/cases', { title: 'Черновик', status: 'draft' })).id);
    await wp('POST', `/cases/${made[0]}`, { slug: draft });
    made.push(
      (
        await wp<WpPost>('POST', '/cases', {
          title: 'Под NDA',
          slug: locked,
          status: 'publish',
          password: 'nda-password',
        })
      ).id,
    );
    // A draft edited again stays a draft.
    await wp('POST', `/cases/${made[0]}`, { title: 'Черновик 2' });
    expect((await wp<{ slug: string }>('GET', `/cases/${made[0]}?context=edit`)).slug).toBe(draft);
    // The last save is public: once its call is in, the ones before would be too.
    made.push(
      (await wp<WpPost>('POST', '/cases', { title: 'Открыт', slug: open, status: 'publish' })).id,
    );
    await expect.poll(() => callsWith(url(`/cases/${open}/`)).length, { timeout: 10_000 }).toBe(1);
    const named = calls.flatMap((c) => c.body.urlList ?? []);
    expect(named.filter((u) => u.includes(draft) || u.includes(locked))).toEqual([]);
  } finally {
    for (const id of made) await remove('cases', id);
  }
});

test('unpublished, or given a password: the page’s URL is sent, as it is gone for the public', async () => {
  const slug = unique('indexnow-gone');
  const address = url(`/blog/${slug}/`);
  const post = await wp<WpPost>('POST', '/posts', { title: 'Уйдёт', slug, status: 'publish' });
  try {
    await expect.poll(() => callsWith(address).length, { timeout: 10_000 }).toBe(1);
    await wp('POST', `/posts/${post.id}`, { status: 'draft' });
    await expect.poll(() => callsWith(address).length, { timeout: 10_000 }).toBe(2);
    await wp('POST', `/posts/${post.id}`, { status: 'publish' });
    await expect.poll(() => callsWith(address).length, { timeout: 10_000 }).toBe(3);
    await wp('POST', `/posts/${post.id}`, { password: 'secret-password' });
    await expect.poll(() => callsWith(address).length, { timeout: 10_000 }).toBe(4);
    // Protected: an edit of it is nobody's business.
    await wp('POST', `/posts/${post.id}`, { title: 'Уйдёт совсем' });
    await new Promise((r) => setTimeout(r, 2_000));
    expect(callsWith(address)).toHaveLength(4);
  } finally {
    await remove('posts', post.id);
  }
});

test('a failing endpoint: the call is retried by WP-Cron and then taken; the screen shows it', async () => {
  const slug = unique('indexnow-retry');
  const address = url(`/blog/${slug}/`);
  answers.push(500);
  const post = await wp<WpPost>('POST', '/posts', { title: 'Повтор', slug, status: 'publish' });
  try {
    await expect.poll(() => callsWith(address).length, { timeout: 10_000 }).toBe(1);
    expect(callsWith(address)[0]!.answered).toBe(500);
    await expect
      .poll(
        async () => {
          await runCron();
          return callsWith(address).length;
        },
        { timeout: 20_000 },
      )
      .toBe(2);
    expect(callsWith(address)[1]!.answered).toBe(200);
    // What the settings screen lists: the failed try and the retry that was taken.
    const log = wpPhp(
      state!,
      "echo wp_json_encode( get_option( 'studio_indexnow_log', array() ) );",
    );
    const rows = (
      JSON.parse(log) as { urls: string[]; ok: boolean; result: string; tries: number }[]
    ).filter((r) => r.urls.includes(address));
    expect(rows.map((r) => [r.ok, r.result, r.tries])).toEqual([
      [true, 'HTTP 200', 2],
      [false, 'HTTP 500', 1],
    ]);
  } finally {
    await remove('posts', post.id);
  }
});

test('the site serves the key file at /{key}.txt as text; another .txt is not found', async () => {
  const res = await fetch(url(`/${INDEXNOW_KEY}.txt`));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  expect((await res.text()).trim()).toBe(INDEXNOW_KEY);
  expect((await fetch(url('/another-key-0123456789.txt'))).status).toBe(404);
  expect((await fetch(url('/robots.txt'))).status).toBe(200);
});
