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

  it('lib imports nothing from content: the static copy sits above lib and uses it', () => {
    expect(offenders('lib', ['content'])).toEqual([]);
  });

  it('only lib/wp/client.ts calls fetch (and the browser, its own site once)', () => {
    const callers = ['app', 'components', 'lib', 'content'].flatMap((dir) =>
      sourceFiles(dir).filter((file) =>
        /(^|[^\w.])fetch\(/.test(readFileSync(join(ROOT, file), 'utf8')),
      ),
    );
    // The approval banner posts the client's answer to the site's own route (a route handler the
    // contract names, not a Server Action); that route reaches WordPress through lib/wp/client.ts.
    expect(callers).toEqual(['lib/approval/browser.ts', 'lib/wp/client.ts']);
  });

  it("marks client components by their 'use client' directive, not a .client suffix", () => {
    const suffixed = ['app', 'components'].flatMap(sourceFiles).filter((f) => /\.client\./.test(f));
    expect(suffixed).toEqual([]);
  });

  /** Cycles among the folders of `top` (a subfolder such as lib/wp, or a top-level module). */
  function folderCycles(top: string): { edges: Map<string, Set<string>>; cycles: string[] } {
    const nodeOf = (path: string): string | null => {
      const parts = path.replace(/\.(ts|tsx)$/, '').split(/[\\/]/);
      return parts[0] === top && parts[1] ? `${top}/${parts[1]}` : null;
    };
    const edges = new Map<string, Set<string>>();
    for (const file of sourceFiles(top)) {
      const from = nodeOf(file)!;
      for (const specifier of importsOf(file)) {
        const target = specifier.startsWith('@/')
          ? specifier.slice(2)
          : specifier.startsWith('.')
            ? relative(ROOT, join(ROOT, file, '..', specifier))
            : null;
        const to = target === null ? null : nodeOf(target);
        if (to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
      }
    }
    // Depth-first; a node met again while still on the path closes a cycle.
    const cycles: string[] = [];
    const done = new Set<string>();
    const visit = (node: string, path: string[]) => {
      if (path.includes(node)) {
        cycles.push([...path.slice(path.indexOf(node)), node].join(' → '));
        return;
      }
      if (done.has(node)) return;
      for (const next of edges.get(node) ?? []) visit(next, [...path, node]);
      done.add(node);
    };
    for (const node of edges.keys()) visit(node, []);
    return { edges, cycles };
  }

  it("lib's folders import one another without a cycle", () => {
    const { edges, cycles } = folderCycles('lib');
    expect(edges.get('lib/lead')).toContain('lib/wp'); // the checker sees the folders' imports
    expect(cycles).toEqual([]);
  });

  it("components' folders import one another without a cycle", () => {
    const { edges, cycles } = folderCycles('components');
    expect(edges.get('components/case')).toContain('components/blocks');
    expect(cycles).toEqual([]);
  });

  it('a source file over 250 lines says at its top why it is long', () => {
    // The reason is a comment line starting with "// Long because" among the file's first comment
    // lines (after a shebang or a 'use client' directive).
    const MAX_LINES = 250;
    const listed = (dir: string): string[] =>
      readdirSync(join(ROOT, dir)).flatMap((name) => {
        const path = join(dir, name);
        if (name === 'node_modules' || path === join('demo-wp', 'uploads')) return [];
        if (statSync(join(ROOT, path)).isDirectory()) return listed(path);
        return /\.(ts|tsx|mjs|cjs|js|scss)$/.test(name) ? [path] : [];
      });
    const hasReason = (lines: string[]): boolean => {
      let i = 0;
      while (i < lines.length && /^(#!|'use (client|server)';|$)/.test(lines[i] ?? '')) i += 1;
      for (; i < lines.length && /^\s*(\/\/|\/\*|\*)/.test(lines[i] ?? ''); i += 1) {
        if (/^\/\/ Long because\b/.test(lines[i] ?? '')) return true;
      }
      return false;
    };
    const long = ['app', 'components', 'lib', 'content', 'scripts', 'demo-wp', 'styles']
      .flatMap(listed)
      .filter((file) => {
        const lines = readFileSync(join(ROOT, file), 'utf8').replace(/\n$/, '').split('\n');
        return lines.length > MAX_LINES && !hasReason(lines);
      });
    expect(long).toEqual([]);
  });
});
