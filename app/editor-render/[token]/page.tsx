// /editor-render/{token}/ — an editor render (docs/WP-API.md 'Editor renders'): a block of a
// case's block editor, or the whole draft, drawn by the site for wp-admin, which reads this HTML
// (CORS) and shows `[data-editor-render]` in a frame without scripts. proxy.ts has already
// refused a forged (403) or expired (410) token and added the CORS header; next.config.ts adds
// no-store, noindex, no-referrer and a policy without scripts. Rendered for each request: a used
// token answers 404 (notFound, before the first byte), a failing WordPress 500 (a thrown error).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EditorRender } from '@/components/editor-render/EditorRender';
import { config } from '@/lib/config';
import { checkRenderToken } from '@/lib/render/token';
import { derivedKey } from '@/lib/security/keys';
import { EDITOR_RENDER_METADATA } from '@/lib/seo/editor-render';
import { redeemRenderToken } from '@/lib/wp/render';

type Props = { params: Promise<{ token: string }> };

export const dynamic = 'force-dynamic';

export const metadata: Metadata = EDITOR_RENDER_METADATA;

export default async function EditorRenderPage({ params }: Props) {
  const { token } = await params;
  // The proxy checked it already; the page never redeems a token it would refuse.
  const key = derivedKey(config().REVALIDATE_SECRET, 'render-token');
  if (checkRenderToken(token, key).status !== 'valid') notFound();
  const redeemed = await redeemRenderToken(token);
  if (redeemed.status === 'used') notFound();
  // WordPress failed: the answer is a 5xx, never an empty or stale render.
  if (redeemed.status === 'failed') throw new Error('WordPress could not redeem the render token');
  return <EditorRender type={redeemed.type} detail={redeemed.detail} />;
}
