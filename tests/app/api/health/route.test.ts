// @vitest-environment node
// The liveness probe answers from the process alone: 200 {ok:true}, never cached.
import { GET, dynamic } from '@/app/api/health/route';

describe('GET /api/health/', () => {
  it('answers 200 {"ok":true} with no-store', async () => {
    const res = GET();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ ok: true });
  });

  it('is rendered per request, not baked into the build', () => {
    expect(dynamic).toBe('force-dynamic');
  });

  it('does not call anything outside the process', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    GET();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
