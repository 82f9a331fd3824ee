// tests/ mirrors the source tree: the test of lib/wp/client.ts is tests/lib/wp/client.test.ts, of a
// whole folder tests/<folder>.test.ts. A qualifier before .test names one aspect of the same module
// (page.images.test.tsx, client.faults.test.ts). The files at the root of tests/ check the whole
// tree; tests/support/ and tests/fixtures/ hold what the tests share.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const SHARED = new Set(['support', 'fixtures']);
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.php'];

/** Every *.test.ts(x) below tests/, except the whole-tree ones at its root and the shared folders. */
function mirroredTests(dir = 'tests'): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) {
      return dir === 'tests' && SHARED.has(name) ? [] : mirroredTests(path);
    }
    return dir !== 'tests' && /\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** A source file with any extension, or a folder, at `base` (a path from the repository root). */
function sourceExists(base: string): boolean {
  if (existsSync(join(ROOT, base)) && statSync(join(ROOT, base)).isDirectory()) return true;
  return SOURCE_EXTENSIONS.some((ext) => existsSync(join(ROOT, `${base}${ext}`)));
}

/** Whether the source the test mirrors exists: tests/a/b.test.ts → a/b.*, or a/b/ (a folder). */
function mirrors(test: string): boolean {
  const base = test.replace(/^tests\//, '').replace(/\.test\.tsx?$/, '');
  if (sourceExists(base)) return true;
  const unqualified = base.replace(/\.[^./]+$/, '');
  return unqualified !== base && sourceExists(unqualified);
}

describe('tests mirror the source tree', () => {
  it('finds the tests it checks (the checker itself works)', () => {
    const tests = mirroredTests();
    expect(tests).toContain('tests/lib/wp/client.test.ts');
    expect(tests).not.toContain('tests/architecture.test.ts');
    expect(mirrors('tests/lib/wp/client.test.ts')).toBe(true);
    expect(mirrors('tests/lib/wp/client.faults.test.ts')).toBe(true);
    expect(mirrors('tests/lib/wp/nothing.test.ts')).toBe(false);
  });

  it('every test sits at the path of the module or folder it tests', () => {
    const orphans = mirroredTests().filter((test) => !mirrors(test));
    expect(orphans).toEqual([]);
  });
});
