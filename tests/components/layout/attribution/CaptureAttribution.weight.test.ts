// What the attribution capture on every page ships: React alone, nothing that sends anything.
import { staticPackages } from '../../../support/static-packages';

describe('the attribution capture on every page', () => {
  it('imports React only: no zod, nothing that sends anything', () => {
    const packages = staticPackages('components/layout/attribution/CaptureAttribution.tsx');
    expect([...packages.keys()]).toEqual(['react']);
  });
});
