// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ServerRenderFailure } from '@/components/layout/ServerRenderFailure';
import { NOT_FOUND_DIGEST, UPSTREAM_FAILURE_DIGEST } from '@/lib/errors';

describe('ServerRenderFailure on the server', () => {
  it('throws with the digest the browser recognises', () => {
    let thrown: unknown;
    try {
      ServerRenderFailure({});
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as { digest?: string }).digest).toBe(UPSTREAM_FAILURE_DIGEST);
  });

  it('throws notFound() for the 404 page, which gives the answer its 404 status', () => {
    let thrown: unknown;
    try {
      ServerRenderFailure({ status: 404 });
    } catch (error) {
      thrown = error;
    }
    expect((thrown as { digest?: string }).digest).toBe(NOT_FOUND_DIGEST);
  });
});
