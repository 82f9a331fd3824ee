// The hero's grid: only uv coordinates and indices. The vertex shader turns each (u, v) into a
// point of the parametric surface, so the CPU never touches positions (shared with the capture page).

export type HeroGrid = { uv: Float32Array; index: Uint32Array; vertexCount: number };

export function heroGrid(segments: number): HeroGrid {
  const s = Math.max(1, Math.floor(segments));
  const row = s + 1;
  const uv = new Float32Array(row * row * 2);
  for (let j = 0; j <= s; j++) {
    for (let i = 0; i <= s; i++) {
      const k = (j * row + i) * 2;
      uv[k] = i / s;
      uv[k + 1] = j / s;
    }
  }
  const index = new Uint32Array(s * s * 6);
  let o = 0;
  for (let j = 0; j < s; j++) {
    for (let i = 0; i < s; i++) {
      const a = j * row + i;
      const b = a + 1;
      const c = a + row;
      const d = c + 1;
      index[o++] = a;
      index[o++] = b;
      index[o++] = d;
      index[o++] = a;
      index[o++] = d;
      index[o++] = c;
    }
  }
  return { uv, index, vertexCount: row * row };
}
