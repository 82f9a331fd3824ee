// The structure's rules, checked on the code itself: imports run app → components → lib; only the
// WordPress client calls fetch; client components are marked by their directive, not their name.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Every module specifier a file imports or re-exports, static or dynamic. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const found = text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g);
  return [...found].map((m) => m[1] ?? '');
}

/** The top folder an import lands in ('app', 'components', 'lib', …), relative ones resolved. */
function targetFolder(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return specifier.slice(2).split('/')[0] ?? null;
  if (specifier.startsWith('.')) {
    const resolved = relative(ROOT, join(ROOT, file, '..', specifier));
    return resolved.split(/[\\/]/)[0] ?? null;
  }
  return null;
}

function offenders(folder: string, forbidden: readonly string[]): string[] {
  return sourceFiles(folder).flatMap((file) =>
    importsOf(file)
      .filter((s) => forbidden.includes(targetFolder(file, s) ?? ''))
      .map((s) => `${file} → ${s}`),
  );
}

describe('architecture', () => {
  it('finds the imports it checks (the checker itself works)', () => {
    expect(importsOf('app/layout.tsx')).toContain('@/components/layout/Header');
    expect(targetFolder('components/x/Y.tsx', '../../app/z')).toBe('app');
  });

  it('components and lib never import from app', () => {
    expect([...offenders('components', ['app']), ...offenders('lib', ['app'])]).toEqual([]);
  });

  it('lib imports nothing from components', () => {
    expect(offenders('lib', ['components'])).toEqual([]);
  });

  it('only lib/wp/client.ts calls fetch', () => {
    const callers = ['app', 'components', 'lib', 'content'].flatMap((dir) =>
      sourceFiles(dir).filter((file) =>
        /(^|[^\w.])fetch\(/.test(readFileSync(join(ROOT, file), 'utf8')),
      ),
    );
    expect(callers).toEqual(['lib/wp/client.ts']);
  });

  it("marks client components by their 'use client' directive, not a .client suffix", () => {
    const suffixed = ['app', 'components'].flatMap(sourceFiles).filter((f) => /\.client\./.test(f));
    expect(suffixed).toEqual([]);
  });
});
