// The knobs that make the demo WordPress slow, down or broken, for tests of the site's failure
// paths. They apply to API paths only; /__control, /__leads, /__health and media stay healthy.

export const MODES = ['ok', 'down', 'error', 'garbage', 'invalid'];
const MAX_LATENCY_MS = 120_000;

/** Reads the start state from options, falling back to DEMO_WP_MODE / DEMO_WP_LATENCY_MS. */
export function initialFaults(options = {}, env = process.env) {
  const state = parseFaults({
    mode: options.mode ?? env.DEMO_WP_MODE ?? 'ok',
    latencyMs: options.latencyMs ?? (env.DEMO_WP_LATENCY_MS ? Number(env.DEMO_WP_LATENCY_MS) : 0),
    match: options.match ?? env.DEMO_WP_MATCH ?? null,
  });
  if (state.error) throw new Error(`demo-wp: ${state.error}`);
  return { mode: 'ok', latencyMs: 0, match: null, ...state.value };
}

/**
 * Validates a (partial) control request { mode?, latencyMs?, match? }. Returns { value } with the
 * fields present, or { error }. match '' or null clears the filter.
 */
export function parseFaults(input) {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    return { error: 'expected a JSON object { mode?, latencyMs?, match? }' };
  }
  const value = {};
  if (input.mode !== undefined) {
    if (!MODES.includes(input.mode)) return { error: `mode must be one of ${MODES.join(', ')}` };
    value.mode = input.mode;
  }
  if (input.latencyMs !== undefined) {
    const ms = Number(input.latencyMs);
    if (!Number.isFinite(ms) || ms < 0 || ms > MAX_LATENCY_MS) {
      return { error: `latencyMs must be a number from 0 to ${MAX_LATENCY_MS}` };
    }
    value.latencyMs = Math.round(ms);
  }
  if (input.match !== undefined) {
    if (input.match !== null && typeof input.match !== 'string') {
      return { error: 'match must be a string (a substring of the API path) or null' };
    }
    value.match = input.match || null;
  }
  return { value };
}

/** Whether the current faults apply to this API path (raw and decoded forms are both tried). */
export function faultApplies(state, apiPath) {
  if (state.match === null) return true;
  let decoded = apiPath;
  try {
    decoded = decodeURIComponent(apiPath);
  } catch {
    // keep the raw form
  }
  return apiPath.includes(state.match) || decoded.includes(state.match);
}

const ERROR_PAGE = `<!DOCTYPE html>
<html lang="ru"><head><meta charset="utf-8"><title>Ошибка WordPress</title></head>
<body id="error-page"><div class="wp-die-message"><p>На сайте возникла критическая ошибка.</p>
<p><a href="https://wordpress.org/documentation/article/faq-troubleshooting/">Узнайте больше о решении проблем с WordPress.</a></p></div></body></html>
`;

const GARBAGE = `<br />
<b>Warning</b>:  mysqli_real_connect(): (HY000/2002): Connection refused in <b>/var/www/html/wp-includes/class-wpdb.php</b> on line <b>1982</b><br />
{"success":tru`;

/**
 * Answers according to a fault mode. Returns true when the request was handled (or dropped).
 * 'ok' returns false so the normal handler runs.
 */
export function answerWithFault(mode, req, res) {
  switch (mode) {
    case 'down':
      req.socket.destroy();
      return true;
    case 'error':
      res.writeHead(500, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end(ERROR_PAGE);
      return true;
    case 'garbage':
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end(GARBAGE);
      return true;
    case 'invalid':
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end(JSON.stringify({ success: true, data: { unexpected: true } }));
      return true;
    default:
      return false;
  }
}
