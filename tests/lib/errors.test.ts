import { describe, expect, it } from 'vitest';
import { MissingError, UpstreamError, orPageFailure } from '@/lib/errors';

describe('orPageFailure', () => {
  it('returns the value, the UpstreamError or the MissingError, and lets every other throw pass', async () => {
    expect(await orPageFailure(Promise.resolve(1))).toBe(1);
    const upstream = new UpstreamError('case "x"');
    expect(await orPageFailure(Promise.reject(upstream))).toBe(upstream);
    const missing = new MissingError('case "x"');
    expect(await orPageFailure(Promise.reject(missing))).toBe(missing);
    const other = new Error('boom');
    await expect(orPageFailure(Promise.reject(other))).rejects.toBe(other);
  });
});
