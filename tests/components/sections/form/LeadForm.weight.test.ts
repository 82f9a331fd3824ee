// What the browser form ships: its static import graph (server actions travel as references and
// dynamic imports as later chunks, so the walk stops at both) has no zod at all; the schema is a
// later chunk, fetched on first focus, and reaches zod only through zod/mini — classic zod was a
// 35 KB gzip chunk in the home page's first-load JS (issue 10).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { staticPackages } from '../../../support/static-packages';

const ROOT = join(__dirname, '..', '..', '..', '..');

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
