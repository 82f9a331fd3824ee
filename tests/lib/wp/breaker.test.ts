// @vitest-environment node
// The circuit breaker, on a fake clock.
import { describe, expect, it } from 'vitest';
import { createBreaker, createBreakers } from '@/lib/wp/breaker';

function clock(start = 1_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('circuit breaker', () => {
  it('stays closed below the failure threshold, and a success resets the count', () => {
    const c = clock();
    const b = createBreaker({ failures: 3, openMs: 5_000, now: c.now });
    b.failure();
    b.failure();
    expect(b.state()).toBe('closed');
    b.success();
    b.failure();
    b.failure();
    expect(b.allow()).toBe(true);
    expect(b.state()).toBe('closed');
  });

  it('opens after N failures in a row and refuses calls for openMs', () => {
    const c = clock();
    const b = createBreaker({ failures: 3, openMs: 5_000, now: c.now });
    for (let i = 0; i < 3; i++) b.failure();
    expect(b.state()).toBe('open');
    expect(b.allow()).toBe(false);
    c.advance(4_999);
    expect(b.allow()).toBe(false);
  });

  it('lets exactly one trial through when half-open; its success closes the circuit', () => {
    const c = clock();
    const b = createBreaker({ failures: 2, openMs: 5_000, now: c.now });
    b.failure();
    b.failure();
    c.advance(5_000);
    expect(b.state()).toBe('half-open');
    expect(b.allow()).toBe(true);
    expect(b.allow()).toBe(false); // the trial is still in flight
    b.success();
    expect(b.state()).toBe('closed');
    expect(b.allow()).toBe(true);
  });

  it('a failed trial opens the circuit for another openMs', () => {
    const c = clock();
    const b = createBreaker({ failures: 2, openMs: 5_000, now: c.now });
    b.failure();
    b.failure();
    c.advance(5_000);
    expect(b.allow()).toBe(true);
    b.failure();
    expect(b.state()).toBe('open');
    c.advance(4_000);
    expect(b.allow()).toBe(false);
    c.advance(1_000);
    expect(b.allow()).toBe(true);
  });

  it('keeps one breaker per resource', () => {
    const c = clock();
    const of = createBreakers({ failures: 1, openMs: 5_000, now: c.now });
    of('header').failure();
    expect(of('header').allow()).toBe(false);
    expect(of('portfolio').allow()).toBe(true);
    expect(of('header')).toBe(of('header'));
  });
});
