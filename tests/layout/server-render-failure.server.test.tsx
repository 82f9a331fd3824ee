// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ServerRenderFailure } from '@/components/layout/ServerRenderFailure';
import { UPSTREAM_FAILURE_DIGEST } from '@/lib/errors';

describe('ServerRenderFailure on the server', () => {
  it('throws with the digest the browser recognises', () => {
    let thrown: unknown;
    try {
      ServerRenderFailure();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as { digest?: string }).digest).toBe(UPSTREAM_FAILURE_DIGEST);
  });
});
