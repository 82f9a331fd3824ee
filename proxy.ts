// The proxy (Next.js 16's renamed middleware; Node.js runtime), limited by its matcher to the
// editor renders, so no other route pays for it: it refuses forged and expired render tokens
// before any page code runs, and adds the run-time CORS header (lib/render/proxy.ts).
import { NextResponse, type NextRequest } from 'next/server';
import { decideEditorRender } from '@/lib/render/proxy';

export function proxy(request: NextRequest): NextResponse {
  // Read when the request comes (none of these is inlined by next.config.ts's `env`).
  const decision = decideEditorRender(request.nextUrl.pathname, {
    REVALIDATE_SECRET: process.env.REVALIDATE_SECRET,
    WP_API_URL: process.env.WP_API_URL,
    WP_ADMIN_ORIGIN: process.env.WP_ADMIN_ORIGIN,
  });
  const response =
    decision.kind === 'refuse'
      ? new NextResponse(decision.body, { status: decision.status })
      : NextResponse.next();
  for (const { key, value } of decision.headers) response.headers.set(key, value);
  return response;
}

export const config = {
  matcher: '/editor-render/:path*',
};
