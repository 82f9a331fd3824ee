// The tokens of editor renders (docs/WP-API.md 'Editor renders'): a preview token's form
// ('Preview tokens'), signed with key('render-token'); `type` is `block` (one block of the
// editor, unsaved) or `case` (the whole draft), `exp` 60 seconds ahead. The site checks the form,
// the signature and the expiry itself, so a forged or expired token never reaches WordPress.
// Pure and free of server-only imports: proxy.ts runs it before any page code.
import { z } from 'zod';
import { checkSignedToken, type SignedTokenCheck } from '../security/signed-token';

export const RENDER_TYPES = ['block', 'case'] as const;
export type RenderType = (typeof RENDER_TYPES)[number];

const renderTokenSchema = z.object({
  id: z.number().int().positive(),
  type: z.enum(RENDER_TYPES),
  exp: z.number().int(),
  nonce: z.string().min(1).max(64),
});
export type RenderToken = z.infer<typeof renderTokenSchema>;
export type RenderTokenCheck = SignedTokenCheck<RenderToken>;

/** `key`: key('render-token') (lib/security/keys.ts); '' refuses every token. */
export function checkRenderToken(
  token: string,
  key: string,
  nowMs: number = Date.now(),
): RenderTokenCheck {
  return checkSignedToken(token, key, renderTokenSchema, nowMs);
}
