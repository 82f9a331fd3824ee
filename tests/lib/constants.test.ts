// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, MOBILE_BREAKPOINT } from '@/lib/constants';

describe('breakpoint tokens', () => {
  it('are the same in Sass and TypeScript (SPEC 9)', () => {
    const scss = readFileSync('styles/_breakpoints.scss', 'utf8');
    const fromScss = Object.fromEntries(
      [...scss.matchAll(/'(\w+)':\s*(\d+)px/g)].map((m) => [m[1], Number(m[2])]),
    );
    expect(fromScss).toEqual(BREAKPOINTS);
    expect(scss).toContain(`$bp-mobile: ${MOBILE_BREAKPOINT}px`);
    expect(BREAKPOINTS).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 });
  });
});
