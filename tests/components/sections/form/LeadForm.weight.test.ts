// What the browser form ships: its static import graph (server actions travel as references and
// dynamic imports as later chunks, so the walk stops at both) has no zod at all; the schema is a
// later chunk, fetched on first focus, and reaches zod only through zod/mini — classic zod was a
// 35 KB gzip chunk in the home page's first-load JS (issue 10).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..', '..');

function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? join(ROOT, specifier.slice(2))
    : join(dirname(join(ROOT, from)), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate)) return relative(ROOT, candidate);
  }
  return null;
}

/** Packages the browser bundle of `entry` imports statically, with the file importing each. */
export function staticPackages(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(join(ROOT, file), 'utf8');
    if (file !== entry && /^\s*['"]use server['"]/.test(text)) return;
    // Static imports and re-exports only; `import type` is erased.
    for (const m of text.matchAll(
      /^(?:import|export)\s+(?!type\s)[^;]*?from\s+['"]([^'"]+)['"]/gm,
    )) {
      const specifier = m[1] ?? '';
      if (specifier.startsWith('.') || specifier.startsWith('@/')) {
        const target = resolveLocal(file, specifier);
        if (target) walk(target);
      } else packages.set(specifier, file);
    }
  };
  walk(entry);
  return packages;
}

describe('the lead form’s browser code', () => {
  const packages = staticPackages('components/sections/form/LeadForm.tsx');

  it('has no zod in its first-load code', () => {
    expect(packages.has('zod/mini')).toBe(false);
    expect(packages.has('zod')).toBe(false);
  });

  it('fetches the shared schema later, and that chunk validates with zod/mini only', () => {
    const submit = readFileSync(join(ROOT, 'components/sections/form/client-submit.ts'), 'utf8');
    expect(submit).toMatch(/import\('@\/lib\/lead\/schema'\)/);
    const later = staticPackages('lib/lead/schema.ts');
    expect(later.get('zod/mini')).toBe('lib/lead/schema.ts');
    expect(later.has('zod')).toBe(false);
  });

  it('stops at the server action (the walk itself works)', () => {
    // actions.ts imports server-only code; the browser gets a reference to it, not its imports.
    expect(packages.has('server-only')).toBe(false);
    expect(staticPackages('components/sections/form/actions.ts').size).toBeGreaterThan(0);
  });
});

describe('the attribution capture on every page', () => {
  it('imports React only: no zod, nothing that sends anything', () => {
    const packages = staticPackages('components/layout/attribution/CaptureAttribution.tsx');
    expect([...packages.keys()]).toEqual(['react']);
  });
});
