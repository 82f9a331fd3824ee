// The import's REST client: application-password auth, two calls at a time, one retry on a
// network error or 5xx, failures named after the item being sent.

/** At most this many requests at a time: `php -S` serves with two workers. */
const CONCURRENCY = 2;

/** A counting semaphore: `limit(fn)` runs fn when fewer than `max` are running. */
function limiter(max) {
  let running = 0;
  const queue = [];
  const next = () => {
    if (running >= max || queue.length === 0) return;
    running += 1;
    const { fn, resolve, reject } = queue.shift();
    fn()
      .then(resolve, reject)
      .finally(() => {
        running -= 1;
        next();
      });
  };
  return (fn) =>
    new Promise((resolve, reject) => {
      queue.push({ fn, resolve, reject });
      next();
    });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The REST client of one import: authenticated, at most CONCURRENCY calls at a time, counted. */
export function createClient({ restUrl, user, appPassword }) {
  const base = restUrl.replace(/\/+$/, '');
  const auth = `Basic ${Buffer.from(`${user}:${appPassword}`).toString('base64')}`;
  const limit = limiter(CONCURRENCY);
  let requests = 0;

  /**
   * One REST call. Retried once on a network error or 5xx; a 4xx fails with the item's label and
   * WordPress's own code and message.
   */
  async function call(method, route, { json, body, headers = {}, label = route } = {}) {
    const init = {
      method,
      headers: { authorization: auth, accept: 'application/json', ...headers },
      body: json !== undefined ? JSON.stringify(json) : body,
    };
    if (json !== undefined) init.headers['content-type'] = 'application/json';
    for (let attempt = 1; ; attempt += 1) {
      let response;
      let text;
      try {
        response = await limit(async () => {
          requests += 1;
          const res = await fetch(`${base}${route}`, {
            ...init,
            signal: AbortSignal.timeout(120_000),
          });
          text = await res.text();
          return res;
        });
      } catch (error) {
        if (attempt < 2) {
          await sleep(500);
          continue;
        }
        throw new Error(
          `import: ${label}: ${method} ${route}: ${error.cause?.code ?? error.message}`,
        );
      }
      let data;
      try {
        data = text ? JSON.parse(text) : null;
      } catch {
        data = undefined;
      }
      if (response.status >= 500 && attempt < 2) {
        await sleep(500);
        continue;
      }
      if (!response.ok || data === undefined) {
        const why = data?.code
          ? `${data.code}: ${data.message}`
          : `non-JSON answer: ${text.slice(0, 300).replace(/\s+/g, ' ')}`;
        throw new Error(`import: ${label}: ${method} ${route} → HTTP ${response.status} ${why}`);
      }
      return { data, headers: response.headers };
    }
  }

  /** Every page of a collection. */
  async function all(route, label) {
    const items = [];
    const sep = route.includes('?') ? '&' : '?';
    for (let page = 1; ; page += 1) {
      const { data, headers } = await call('GET', `${route}${sep}per_page=100&page=${page}`, {
        label,
      });
      items.push(...data);
      if (page >= Number(headers.get('x-wp-totalpages') ?? 1)) return items;
    }
  }

  return { call, all, requests: () => requests };
}
