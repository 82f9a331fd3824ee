// Liveness probe for Docker's HEALTHCHECK and load balancers (docs/operations.md 'The production build'): answers from the
// process alone, never calling WordPress or Redis, so a slow dependency never takes instances out.
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json({ ok: true }, { headers: { 'cache-control': 'no-store' } });
}
