import { heroGrid } from '@/lib/hero/geometry';

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
