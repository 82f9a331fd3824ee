import { decideHeroMode, isHeroForced } from '@/lib/hero/mode';
import type { WebGLProbe } from '@/lib/hero/renderer';

const gpu: WebGLProbe = {
  supported: true,
  renderer: 'Apple M2',
  performanceCaveat: false,
  software: false,
};
const swiftshader: WebGLProbe = {
  supported: true,
  renderer: 'SwiftShader',
  performanceCaveat: true,
  software: true,
};
const none: WebGLProbe = {
  supported: false,
  renderer: null,
  performanceCaveat: false,
  software: false,
};

describe('isHeroForced', () => {
  it('reads ?hero=3d only', () => {
    expect(isHeroForced('?hero=3d')).toBe(true);
    expect(isHeroForced('?a=1&hero=3d')).toBe(true);
    expect(isHeroForced('?hero=2d')).toBe(false);
    expect(isHeroForced('')).toBe(false);
  });
});

describe('decideHeroMode', () => {
  it('loads the governed scene on a GPU', () => {
    expect(decideHeroMode({ reducedMotion: false, forced: false, probe: () => gpu })).toEqual({
      load: true,
      mode: 'loading',
      reason: 'gpu: Apple M2',
      governed: true,
    });
  });

  it('keeps the image under software rendering and says why', () => {
    expect(
      decideHeroMode({ reducedMotion: false, forced: false, probe: () => swiftshader }),
    ).toEqual({
      load: false,
      mode: 'static-software',
      reason: 'major-performance-caveat: SwiftShader',
    });
  });

  it('renders anyway, ungoverned, when forced', () => {
    expect(
      decideHeroMode({ reducedMotion: false, forced: true, probe: () => swiftshader }),
    ).toMatchObject({
      load: true,
      governed: false,
      reason: 'forced: SwiftShader',
    });
  });

  it('respects reduced motion even when forced, without touching WebGL', () => {
    const probe = vi.fn(() => gpu);
    expect(decideHeroMode({ reducedMotion: true, forced: true, probe })).toEqual({
      load: false,
      mode: 'static-reduced-motion',
      reason: 'prefers-reduced-motion',
    });
    expect(probe).not.toHaveBeenCalled();
  });

  it('keeps the image without WebGL, forced or not', () => {
    for (const forced of [false, true]) {
      expect(decideHeroMode({ reducedMotion: false, forced, probe: () => none })).toMatchObject({
        load: false,
        mode: 'static-no-webgl',
      });
    }
  });
});
