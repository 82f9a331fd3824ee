import { HERO_MIN_FPS, HERO_SEGMENTS } from '@/lib/hero/constants';
import {
  governorStep,
  initialQuality,
  lowerDpr,
  lowerSegments,
  medianFps,
  type HeroQuality,
} from '@/lib/hero/quality';

describe('quality ladder', () => {
  it('starts at full segments and the given pixel ratio', () => {
    expect(initialQuality(2)).toEqual({ dpr: 2, segments: HERO_SEGMENTS });
    expect(HERO_SEGMENTS).toBe(400);
  });

  it('lowers the pixel ratio 2 → 1.5 → 1, then stops', () => {
    expect(lowerDpr(2)).toBe(1.5);
    expect(lowerDpr(1.75)).toBe(1.5);
    expect(lowerDpr(1.5)).toBe(1);
    expect(lowerDpr(1.25)).toBe(1);
    expect(lowerDpr(1)).toBeNull();
  });

  it('lowers segments 400 → 200 → 100, then stops', () => {
    expect(lowerSegments(400)).toBe(200);
    expect(lowerSegments(200)).toBe(100);
    expect(lowerSegments(100)).toBeNull();
  });
});

describe('governorStep', () => {
  it('keeps the quality at or above 30 fps', () => {
    expect(HERO_MIN_FPS).toBe(30);
    expect(governorStep({ dpr: 2, segments: 400 }, 30)).toEqual({ kind: 'keep' });
    expect(governorStep({ dpr: 1, segments: 100 }, 59)).toEqual({ kind: 'keep' });
  });

  it('walks pixel ratio first, then segments, then gives up', () => {
    let q: HeroQuality = { dpr: 2, segments: 400 };
    const seen: string[] = [];
    for (let i = 0; i < 10; i++) {
      const v = governorStep(q, 12);
      if (v.kind === 'lower') {
        q = v.quality;
        seen.push(`${q.dpr}/${q.segments}`);
      } else {
        seen.push(v.kind);
        break;
      }
    }
    expect(seen).toEqual(['1.5/400', '1/400', '1/200', '1/100', 'give-up']);
  });

  it('says why', () => {
    const v = governorStep({ dpr: 1, segments: 100 }, 18.4);
    expect(v).toEqual({ kind: 'give-up', reason: '18 fps < 30 at dpr 1, 100 segments' });
    const l = governorStep({ dpr: 1, segments: 400 }, 20);
    expect(l.kind === 'lower' && l.reason).toBe('20 fps < 30: 200 segments');
  });
});

describe('medianFps', () => {
  it('agrees with the majority of the sample windows', () => {
    expect(medianFps([25, 25, 25, 60])).toBe(25);
    expect(medianFps([60, 58, 12, 61])).toBe(59);
    expect(medianFps([40])).toBe(40);
    expect(medianFps([])).toBe(0);
  });
});
