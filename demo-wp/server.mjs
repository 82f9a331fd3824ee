// The bundled demo WordPress: a dependency-free HTTP server that answers the WP-API.md contract
// from the data in demo-wp/data/, serves the generated media and offers knobs for failure tests.
// Run: `node demo-wp/server.mjs` (DEMO_WP_PORT, default 4010), or import { startDemoWp }.
// Long because it routes every knob of the test server (control, content, leads, stats, edits,
// approval links) over one shared state; the answers, faults, edits, leads and approval links
// live in their own modules.
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { createApi } from './api.mjs';
import { createApprovals } from './approvals.mjs';
import { applyEdits, parseEdit } from './edits.mjs';
import { answerWithFault, faultApplies, initialFaults, parseFaults } from './faults.mjs';
import { createInbox, validateLead } from './leads.mjs';
import { createRenders } from './renders.mjs';
import { serveUpload } from './uploads.mjs';

export const API_BASE = '/wp-json/studio/v1';
const UPLOADS_PREFIX = '/wp-content/uploads/';
const MAX_BODY_BYTES = 64 * 1024;
/** The secret the demo shares with the site when none is set (scripts/with-demo-wp.mjs's too). */
export const DEMO_SECRET = 'demo-revalidate-secret-0123456789';

function sendJson(res, status, body) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(JSON.stringify(body));
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(Object.assign(new Error('body too large'), { status: 413 }));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

async function readJson(req) {
  const raw = await readBody(req);
  try {
    return { value: JSON.parse(raw) };
  } catch {
    return { error: 'body is not valid JSON' };
  }
}

/** The origin other programs use to reach a host we listen on (wildcards become loopback). */
function originFor(host, port) {
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/**
 * Starts the demo WordPress. port 0 picks a free port. mode/latencyMs/match default to the
 * DEMO_WP_MODE / DEMO_WP_LATENCY_MS / DEMO_WP_MATCH environment variables.
 * @returns {Promise<{ url: string, apiUrl: string, close: () => Promise<void> }>}
 */
export async function startDemoWp(options = {}) {
  const host = options.host ?? process.env.DEMO_WP_HOST ?? '127.0.0.1';
  const port = options.port ?? Number(process.env.DEMO_WP_PORT ?? 4010);
  const startFaults = initialFaults(options);
  let faults = { ...startFaults };
  const inbox = createInbox();
  /** Case slug → edited title (POST /__content). */
  const titles = new Map();
  const timers = new Set();
  // What the site asked for (GET /__stats), and case titles edited as an editor would (POST /__edit).
  let stats = { requests: 0, byPath: {} };
  const editedTitles = new Map();
  let api = null;
  // Approval links (approvals.mjs): drafts built from the demo's case answers, once it listens.
  const approvals = createApprovals({
    secret: options.secret ?? process.env.REVALIDATE_SECRET ?? DEMO_SECRET,
    caseAnswer: (slug) => api(['portfolio', slug], new URLSearchParams()),
  });
  // Editor renders (renders.mjs): links minted as the plugin would, redeemed once.
  const renders = createRenders({
    secret: options.secret ?? process.env.REVALIDATE_SECRET ?? DEMO_SECRET,
    caseAnswer: (slug) => api(['portfolio', slug], new URLSearchParams()),
    siteUrl: options.siteUrl ?? process.env.SITE_URL ?? 'http://localhost:3000',
  });

  const sleep = (ms) =>
    new Promise((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  async function handleApi(req, res, rawApiPath, query) {
    stats.requests += 1;
    stats.byPath[rawApiPath] = (stats.byPath[rawApiPath] ?? 0) + 1;
    if (faultApplies(faults, rawApiPath)) {
      const { mode, latencyMs } = faults;
      if (latencyMs > 0) await sleep(latencyMs);
      if (res.destroyed) return;
      if (answerWithFault(mode, req, res)) return;
    }
    let segments;
    try {
      segments = rawApiPath.split('/').filter(Boolean).map(decodeURIComponent);
    } catch {
      return sendJson(res, 404, { success: false });
    }
    if (segments[0] === 'approval') return handleApprovalCall(req, res, segments);
    if (segments[0] === 'render' && segments.length === 1) return handleRenderCall(req, res);
    if (segments.length === 1 && segments[0] === 'form') {
      if (req.method !== 'POST') return sendJson(res, 405, { success: false });
      const body = await readJson(req);
      if (body.error) {
        return sendJson(res, 400, {
          success: false,
          errors: { form: 'Не удалось прочитать заявку, попробуйте ещё раз' },
        });
      }
      const result = validateLead(body.value);
      if (result.errors) return sendJson(res, 422, { success: false, errors: result.errors });
      inbox.add(result.lead); // a repeated request_id is stored once and answered the same
      return sendJson(res, 200, { success: true });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendJson(res, 405, { success: false });
    }
    const answer = applyEdits(segments, api(segments, query), titles);
    if (!answer) return sendJson(res, 404, { success: false });
    const title = segments[0] === 'portfolio' ? editedTitles.get(segments[1]) : undefined;
    if (segments.length === 2 && title && answer.body.success) {
      const data = answer.body.data;
      return sendJson(res, answer.status, {
        ...answer.body,
        data: { ...data, case: { ...data.case, title } },
      });
    }
    sendJson(res, answer.status, answer.body);
  }

  /** POST {api}/approval and {api}/approval/decision, behind the `approval` key. */
  async function handleApprovalCall(req, res, segments) {
    const call =
      segments.length === 1
        ? approvals.open
        : segments[1] === 'decision' && segments.length === 2
          ? approvals.decide
          : null;
    if (!call) return sendJson(res, 404, { success: false });
    if (req.method !== 'POST') return sendJson(res, 405, { success: false });
    const answer = approvals.keyMatches(req.headers['x-approval-secret'])
      ? call((await readJson(req)).value)
      : approvals.forbidden();
    return sendJson(res, answer.status, answer.body);
  }

  /** POST {api}/render, behind the `render-read` key. */
  async function handleRenderCall(req, res) {
    if (req.method !== 'POST') return sendJson(res, 405, { success: false });
    const answer = renders.keyMatches(req.headers['x-render-secret'])
      ? renders.redeem((await readJson(req)).value)
      : renders.forbidden();
    return sendJson(res, answer.status, answer.body);
  }

  /**
   * POST /__render-links (`{ post, block?, exp?, site? }`: a link as the plugin mints it), GET
   * /__render-links (how many were minted, redeemed and refused), POST /__render-links/reset.
   */
  async function handleRenderControl(req, res, pathname) {
    if (pathname === '/__render-links/reset' && req.method === 'POST') {
      renders.reset();
      return sendJson(res, 200, renders.counts());
    }
    if (pathname === '/__render-links' && req.method === 'GET') {
      return sendJson(res, 200, renders.counts());
    }
    if (pathname === '/__render-links' && req.method === 'POST') {
      const body = await readJson(req);
      const made = body.error ? body : renders.mint(body.value);
      if (made.error) return sendJson(res, 400, { success: false, error: made.error });
      return sendJson(res, 201, { success: true, ...made.value });
    }
    return sendJson(res, 405, { success: false });
  }

  /** GET /__approval (the links), POST /__approval (a new one), POST /__approval/reset. */
  async function handleApprovalControl(req, res, pathname) {
    if (pathname === '/__approval/reset' && req.method === 'POST') {
      approvals.reset();
      return sendJson(res, 200, { links: approvals.list() });
    }
    if (pathname === '/__approval' && req.method === 'GET') {
      return sendJson(res, 200, { links: approvals.list() });
    }
    if (pathname === '/__approval' && req.method === 'POST') {
      const body = await readJson(req);
      const made = body.error ? body : approvals.create(body.value);
      if (made.error) return sendJson(res, 400, { success: false, error: made.error });
      return sendJson(res, 201, { success: true, ...made.value });
    }
    return sendJson(res, 405, { success: false });
  }

  async function handleControl(req, res, pathname) {
    if (pathname === '/__control' && req.method === 'GET') {
      return sendJson(res, 200, { ...faults, initial: startFaults });
    }
    if (pathname === '/__control/reset' && req.method === 'POST') {
      faults = { ...startFaults };
      return sendJson(res, 200, faults);
    }
    if (pathname === '/__control' && req.method === 'POST') {
      const body = await readJson(req);
      const parsed = body.error ? body : parseFaults(body.value);
      if (parsed.error) return sendJson(res, 400, { success: false, error: parsed.error });
      faults = { ...faults, ...parsed.value };
      return sendJson(res, 200, faults);
    }
    return sendJson(res, 405, { success: false });
  }

  async function handleContent(req, res, pathname) {
    if (pathname === '/__content/reset' && req.method === 'POST') {
      titles.clear();
      return sendJson(res, 200, { cases: {} });
    }
    if (req.method === 'POST') {
      const body = await readJson(req);
      const parsed = body.error ? body : parseEdit(body.value);
      if (parsed.error) return sendJson(res, 400, { success: false, error: parsed.error });
      const { slug, title } = parsed.value;
      if (title === null) titles.delete(slug);
      else titles.set(slug, title);
    } else if (req.method !== 'GET') {
      return sendJson(res, 405, { success: false });
    }
    return sendJson(res, 200, { cases: Object.fromEntries(titles) });
  }

  function handleLeads(req, res, query) {
    if (req.method === 'GET') return sendJson(res, 200, inbox.list(query.get('request_id')));
    if (req.method === 'DELETE') {
      inbox.clear();
      return sendJson(res, 200, { success: true });
    }
    return sendJson(res, 405, { success: false });
  }

  function handleStats(req, res) {
    if (req.method === 'GET') return sendJson(res, 200, stats);
    if (req.method === 'DELETE') {
      stats = { requests: 0, byPath: {} };
      return sendJson(res, 200, stats);
    }
    return sendJson(res, 405, { success: false });
  }

  async function handleEdit(req, res) {
    if (req.method === 'DELETE') {
      editedTitles.clear();
      return sendJson(res, 200, { success: true });
    }
    if (req.method !== 'POST') return sendJson(res, 405, { success: false });
    const body = await readJson(req);
    const { slug, title } = body.value ?? {};
    if (typeof slug !== 'string' || (title !== null && typeof title !== 'string')) {
      return sendJson(res, 400, { success: false, error: 'expected { slug, title | null }' });
    }
    if (title) editedTitles.set(slug, title);
    else editedTitles.delete(slug);
    return sendJson(res, 200, { success: true, edited: Object.fromEntries(editedTitles) });
  }

  async function handle(req, res) {
    const rawUrl = req.url ?? '/';
    const queryAt = rawUrl.indexOf('?');
    const pathname = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
    const query = new URLSearchParams(queryAt === -1 ? '' : rawUrl.slice(queryAt + 1));

    if (pathname === '/__health') {
      res.writeHead(200, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
      });
      return res.end('ok');
    }
    if (pathname === '/__control' || pathname === '/__control/reset') {
      return handleControl(req, res, pathname);
    }
    if (pathname === '/__content' || pathname === '/__content/reset') {
      return handleContent(req, res, pathname);
    }
    if (pathname === '/__approval' || pathname === '/__approval/reset') {
      return handleApprovalControl(req, res, pathname);
    }
    if (pathname === '/__render-links' || pathname === '/__render-links/reset') {
      return handleRenderControl(req, res, pathname);
    }
    if (pathname === '/__leads') return handleLeads(req, res, query);
    if (pathname === '/__stats') return handleStats(req, res);
    if (pathname === '/__edit') return handleEdit(req, res);
    if (pathname.startsWith(UPLOADS_PREFIX)) {
      return serveUpload(req, res, pathname.slice(UPLOADS_PREFIX.length));
    }
    if (pathname === API_BASE || pathname.startsWith(`${API_BASE}/`)) {
      return handleApi(req, res, pathname.slice(API_BASE.length), query);
    }
    sendJson(res, 404, { success: false });
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      if (res.headersSent || res.destroyed) return res.destroy();
      sendJson(res, error?.status ?? 500, { success: false });
    });
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  const url = originFor(host, server.address().port);
  api = createApi(url, {
    extraArticles: options.extraArticles ?? Number(process.env.DEMO_WP_EXTRA_ARTICLES || 0),
  });

  return {
    url,
    apiUrl: `${url}${API_BASE}`,
    close: () =>
      new Promise((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;

if (isMain) {
  const wp = await startDemoWp();
  console.log(`Demo WordPress API: ${wp.apiUrl}`);
  const stop = () => wp.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
