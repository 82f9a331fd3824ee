// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chooseDeploymentId, sanitizeDeploymentId } from '@/lib/build/deployment-id';

const now = Date.UTC(2026, 10, 23, 18, 0, 0);
const stamp = now.toString(36);

describe('deployment id', () => {
  it('takes the id from the environment first', () => {
    expect(chooseDeploymentId({ explicit: 'v1.4.2', gitSha: 'abc123', now })).toBe('v1-4-2');
  });

  it('uses the commit of a clean checkout, the same on every machine', () => {
    expect(chooseDeploymentId({ gitSha: '0a1b2c3d4e5f', now })).toBe('0a1b2c3d4e5f');
    expect(chooseDeploymentId({ gitSha: '0a1b2c3d4e5f', now: now + 1 })).toBe('0a1b2c3d4e5f');
  });

  it('stamps a dirty checkout, so two builds of changed files never share an id', () => {
    expect(chooseDeploymentId({ gitSha: '0a1b2c3d4e5f', dirty: true, now })).toBe(
      `0a1b2c3d4e5f-dirty-${stamp}`,
    );
  });

  it('falls back to a time stamp without git (a Docker context) or with a blank variable', () => {
    expect(chooseDeploymentId({ now })).toBe(`build-${stamp}`);
    expect(chooseDeploymentId({ explicit: '  ', gitSha: null, now })).toBe(`build-${stamp}`);
  });

  it('keeps only characters that are safe in a path and a query', () => {
    expect(sanitizeDeploymentId(' release/2026 11#3 ')).toBe('release-2026-11-3');
    expect(sanitizeDeploymentId('../../etc')).toBe('etc');
    expect(sanitizeDeploymentId('x'.repeat(100))).toHaveLength(64);
  });
});
