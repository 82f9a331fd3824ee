// The packages a browser bundle imports statically, read from the source: the walk follows static
// imports and re-exports and stops at server actions (the browser gets a reference) and at dynamic
// imports (later chunks).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..');

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
