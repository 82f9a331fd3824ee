import {
  PARTICLE_COUNT,
  PARTICLE_LIFE,
  PARTICLE_RADIUS,
} from '@/components/canvas/shift/constants';

describe('shift constants (SPEC 9)', () => {
  it('are about 150 particles, radius 100–300, life 150–350 frames', () => {
    expect(PARTICLE_COUNT).toBe(150);
    expect(PARTICLE_RADIUS).toEqual({ min: 100, max: 300 });
    expect(PARTICLE_LIFE).toEqual({ min: 150, max: 350 });
  });
});
