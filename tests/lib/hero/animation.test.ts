import { FRAME_MS_60, framesIn, heroFrameState, heroUniformValues } from '@/lib/hero/animation';

describe('hero clock (SPEC 9: time step 0.01 per frame, speed 1, distortion 4)', () => {
  it('advances 0.01 of shader time per 60 fps frame', () => {
    expect(heroFrameState(0).time).toBe(0);
    expect(heroFrameState(1).time).toBeCloseTo(0.01);
    expect(heroFrameState(600).time).toBeCloseTo(6);
  });

  it('counts frames in 60 fps units and clamps long stalls', () => {
    expect(framesIn(FRAME_MS_60)).toBeCloseTo(1);
    expect(framesIn(FRAME_MS_60 / 2)).toBeCloseTo(0.5);
    expect(framesIn(5000)).toBe(4);
    expect(framesIn(0)).toBe(0);
    expect(framesIn(Number.NaN)).toBe(0);
  });

  it('starts the shader with speed 1 and distortion 4', () => {
    expect(heroUniformValues()).toMatchObject({ uTime: 0, uSpeed: 1, uDistortion: 4 });
  });
});
