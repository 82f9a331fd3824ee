// three.js must stay out of the first-load JS: the server component and the loader may reach it
// only through the dynamic import of HeroScene. Walks their static imports to prove it.
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = resolve(__dirname, '../../..');

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? join(root, spec.slice(2)) : resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && !candidate.endsWith('/')) {
      try {
        readFileSync(candidate);
        return candidate;
      } catch {
        /* a directory */
      }
    }
  }
  return null;
}

/** Static imports (not `import()`), local files followed, packages collected. */
function staticGraph(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const src = readFileSync(file, 'utf8');
    for (const m of src.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'([^']+)'/gm)) {
      const spec = m[1] as string;
      if (spec.startsWith('.') || spec.startsWith('@/')) {
        if (spec.endsWith('.scss')) continue;
        const target = resolveImport(file, spec);
        if (target) visit(target);
      } else packages.add(spec);
    }
  };
  visit(entry);
  return { files, packages };
}

const threeish = (p: string) =>
  p === 'three' || p.startsWith('three/') || p.startsWith('@react-three/');

describe('hero bundle boundary', () => {
  it('keeps three and R3F out of the Hero server component and its loader', () => {
    const { files, packages } = staticGraph(join(root, 'components/canvas/hero/Hero.tsx'));
    expect([...packages].filter(threeish)).toEqual([]);
    expect([...files].some((f) => f.endsWith('HeroScene.tsx'))).toBe(false);
  });

  it('loads the scene only through a dynamic import', () => {
    const loader = readFileSync(join(root, 'components/canvas/hero/HeroLoader.tsx'), 'utf8');
    expect(loader).toMatch(/dynamic\(\(\) => import\('\.\/HeroScene'\)/);
  });

  it('keeps three out of the shift background', () => {
    const { packages } = staticGraph(join(root, 'components/canvas/shift/Shift.tsx'));
    expect([...packages].filter(threeish)).toEqual([]);
  });

  it('the scene module is where three lives', () => {
    const { packages } = staticGraph(join(root, 'components/canvas/hero/HeroScene.tsx'));
    expect(packages.has('three')).toBe(true);
    expect(packages.has('@react-three/fiber')).toBe(true);
  });

  it.each(['app/error.tsx', 'app/global-error.tsx'])(
    '%s (first-load JS of every page) reaches the error screen and its hero only on demand',
    (entry) => {
      const { files } = staticGraph(join(root, entry));
      const reached = [...files].map((f) => f.slice(root.length + 1));
      expect(reached).toContain('components/layout/LazyErrorScreen.tsx');
      expect(reached).not.toContain('components/layout/ErrorScreen.tsx');
      expect(reached).not.toContain('components/canvas/hero/HeroLoader.tsx');
    },
  );

  it('app/not-found.tsx (in every page payload) renders the error screen, its hero island only on demand', () => {
    const { files } = staticGraph(join(root, 'app/not-found.tsx'));
    const reached = [...files].map((f) => f.slice(root.length + 1));
    // Static, so that a 404 inlines its CSS; the hero's client island stays behind a dynamic import.
    expect(reached).toContain('components/layout/ErrorScreen.tsx');
    expect(reached).toContain('components/canvas/hero/LazyHeroLoader.tsx');
    expect(reached).not.toContain('components/canvas/hero/HeroLoader.tsx');
    const lazy = readFileSync(join(root, 'components/canvas/hero/LazyHeroLoader.tsx'), 'utf8');
    expect(lazy).toMatch(/dynamic\(\(\) =>\s*import\('\.\/HeroLoader'\)/);
  });

  it('the hero island imports no CSS, so its lazy chunk links no stylesheet', () => {
    const loader = readFileSync(join(root, 'components/canvas/hero/HeroLoader.tsx'), 'utf8');
    expect(loader).not.toMatch(/\.s?css'/);
  });

  it('the lazy error screen is a dynamic import', () => {
    const lazy = readFileSync(join(root, 'components/layout/LazyErrorScreen.tsx'), 'utf8');
    expect(lazy).toMatch(/dynamic\(\(\) =>\s*import\('\.\/ErrorScreen'\)/);
  });
});
