// What proxy.ts does with a request for an editor render (docs/WP-API.md 'Editor renders'),
// decided from the path, the run-time environment and the clock alone: a token of the wrong form
// or signature is refused with 403 and an expired one with 410 before any page code runs (so
// WordPress never hears of them); anything else goes on to the page, with the CORS header for the
// one origin allowed to read renders (WP_ADMIN_ORIGIN, else the origin of WP_API_URL), read at
// run time: the real-WordPress e2e projects start the same build with another WP_API_URL.
import {
  EDITOR_RENDER_PREFIX,
  editorRenderCors,
  editorRenderHeaders,
  wpAdminOrigin,
  type Header,
} from '../security/headers';
import { derivedKey } from '../security/keys';
import { checkRenderToken } from './token';

/** The variables the decision reads (process.env in proxy.ts). */
export type RenderEnv = {
  REVALIDATE_SECRET?: string | undefined;
  WP_API_URL?: string | undefined;
  WP_ADMIN_ORIGIN?: string | undefined;
};

export type RenderDecision =
  | { kind: 'refuse'; status: 403 | 410; body: string; headers: Header[] }
  | { kind: 'pass'; headers: Header[] };

/** The texts of the refusals (text/plain): the editor shows its own message. */
export const REFUSAL_TEXT = {
  403: 'Ссылка на отрисовку недействительна.',
  410: 'Ссылка на отрисовку устарела: запросите новую.',
} as const;

/** The token of `/editor-render/{token}/` (one segment, trailing slash optional), or null. */
export function renderTokenOf(pathname: string): string | null {
  if (!pathname.startsWith(EDITOR_RENDER_PREFIX)) return null;
  const rest = pathname.slice(EDITOR_RENDER_PREFIX.length).replace(/\/$/, '');
  return rest && !rest.includes('/') ? rest : null;
}

export function decideEditorRender(
  pathname: string,
  env: RenderEnv,
  nowMs: number = Date.now(),
): RenderDecision {
  const cors = editorRenderCors(wpAdminOrigin(env));
  const token = renderTokenOf(pathname);
  const key = derivedKey(env.REVALIDATE_SECRET, 'render-token');
  const check = token === null ? null : checkRenderToken(token, key, nowMs);
  if (check?.status === 'valid') return { kind: 'pass', headers: cors };
  const status = check?.status === 'expired' ? 410 : 403;
  return {
    kind: 'refuse',
    status,
    body: REFUSAL_TEXT[status],
    headers: [
      ...editorRenderHeaders(env.WP_API_URL),
      ...cors,
      { key: 'Content-Type', value: 'text/plain; charset=utf-8' },
    ],
  };
}
