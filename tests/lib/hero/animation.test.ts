import { FRAME_MS_60, framesIn, heroFrameState, heroUniformValues } from '@/lib/hero/animation';
import { heroGrid } from '@/lib/hero/geometry';

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

describe('heroGrid', () => {
  it('has (n+1)² vertices and 2n² triangles', () => {
    const g = heroGrid(400);
    expect(g.vertexCount).toBe(401 * 401);
    expect(g.uv.length).toBe(401 * 401 * 2);
    expect(g.index.length).toBe(400 * 400 * 6);
  });

  it('spans uv 0..1 and indexes only real vertices', () => {
    const g = heroGrid(2);
    expect(Array.from(g.uv.slice(0, 6))).toEqual([0, 0, 0.5, 0, 1, 0]);
    expect(g.uv[g.uv.length - 1]).toBe(1);
    expect(Math.max(...g.index)).toBe(g.vertexCount - 1);
  });
});
