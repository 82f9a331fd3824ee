// @vitest-environment node
// The outbox's files: atomic replacement.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeFileAtomic } from '@/lib/lead/outbox-files';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'outbox-files-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('writeFileAtomic', () => {
  it('replaces the whole file and leaves no temporary file behind', async () => {
    const file = path.join(dir, 'sub', 'a.json');
    await writeFileAtomic(file, '{"v":1}');
    await writeFileAtomic(file, '{"v":2}');
    expect(await readFile(file, 'utf8')).toBe('{"v":2}');
    expect(await readdir(path.join(dir, 'sub'))).toEqual(['a.json']);
  });
});
