import {
  HERO_CAMERA_DISTANCE,
  heroBreakpoint,
  heroCamera,
  heroImageScales,
} from '@/lib/hero/camera';
import { BREAKPOINTS, MOBILE_BREAKPOINT } from '@/lib/constants';

describe('heroBreakpoint (placement changes at 1024px and 530px)', () => {
  it('uses inclusive max-width limits, like the CSS', () => {
    expect(heroBreakpoint(1920)).toBe('desktop');
    expect(heroBreakpoint(BREAKPOINTS.lg + 1)).toBe('desktop');
    expect(heroBreakpoint(BREAKPOINTS.lg)).toBe('lg');
    expect(heroBreakpoint(MOBILE_BREAKPOINT + 1)).toBe('lg');
    expect(heroBreakpoint(MOBILE_BREAKPOINT)).toBe('mobile');
    expect(heroBreakpoint(320)).toBe('mobile');
  });
});

describe('heroCamera', () => {
  const z = (variant: 'default' | 'little' | 'error', width: number) =>
    heroCamera(variant, width).position[2];

  it('looks down the z axis from the variant distance at desktop widths', () => {
    expect(heroCamera('default', 1440)).toEqual({
      position: [0, 0, HERO_CAMERA_DISTANCE.default],
      fov: 35,
    });
  });

  it("places 'little' and 'error' farther than the default", () => {
    for (const width of [1440, 900, 400]) {
      expect(z('little', width)).toBeGreaterThan(z('default', width));
      expect(z('error', width)).toBeGreaterThan(z('default', width));
    }
  });

  it('moves in at each breakpoint, and only at the breakpoints', () => {
    expect(z('default', 1025)).toBe(z('default', 1920));
    expect(z('default', 1024)).toBeLessThan(z('default', 1025));
    expect(z('default', 531)).toBe(z('default', 1024));
    expect(z('default', 530)).toBeLessThan(z('default', 531));
    expect(z('default', 320)).toBe(z('default', 530));
  });
});

describe('heroImageScales', () => {
  it('is 1 for the default variant at desktop width (the framing of the still)', () => {
    expect(heroImageScales('default').desktop).toBe(1);
  });

  it('follows 1 / distance, so the still matches the 3D framing', () => {
    const little = heroImageScales('little');
    expect(little.desktop).toBeCloseTo(
      HERO_CAMERA_DISTANCE.default / HERO_CAMERA_DISTANCE.little,
      3,
    );
    expect(little.desktop).toBeLessThan(1);
    const def = heroImageScales('default');
    expect(def.lg).toBeGreaterThan(def.desktop);
    expect(def.mobile).toBeGreaterThan(def.lg);
  });
});
