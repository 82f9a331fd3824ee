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
    expect(decideHeroMode({ reducedMotion: false, forced: false, webgl: gpu })).toEqual({
      load: true,
      mode: 'loading',
      reason: 'gpu: Apple M2',
      governed: true,
    });
  });

  it('keeps the image under software rendering and says why', () => {
    expect(decideHeroMode({ reducedMotion: false, forced: false, webgl: swiftshader })).toEqual({
      load: false,
      mode: 'static-software',
      reason: 'major-performance-caveat: SwiftShader',
    });
  });

  it('renders anyway, ungoverned, when forced', () => {
    expect(
      decideHeroMode({ reducedMotion: false, forced: true, webgl: swiftshader }),
    ).toMatchObject({
      load: true,
      governed: false,
      reason: 'forced: SwiftShader',
    });
  });

  it('respects reduced motion even when forced, whatever the probe found', () => {
    for (const webgl of [gpu, undefined]) {
      expect(decideHeroMode({ reducedMotion: true, forced: true, webgl })).toEqual({
        load: false,
        mode: 'static-reduced-motion',
        reason: 'prefers-reduced-motion',
      });
    }
  });

  it('keeps the image when the probe was not asked, forced or not', () => {
    for (const forced of [false, true]) {
      expect(decideHeroMode({ reducedMotion: false, forced })).toMatchObject({
        load: false,
        mode: 'static-no-webgl',
      });
    }
  });

  it('keeps the image without WebGL, forced or not', () => {
    for (const forced of [false, true]) {
      expect(decideHeroMode({ reducedMotion: false, forced, webgl: none })).toMatchObject({
        load: false,
        mode: 'static-no-webgl',
      });
    }
  });
});
