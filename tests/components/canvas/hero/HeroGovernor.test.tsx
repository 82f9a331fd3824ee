// The governor on drei's PerformanceMonitor: a slow majority walks the ladder down, a fast one
// settles, the bottom of the ladder gives up, and a paused scene samples nothing.
import { act, render } from '@testing-library/react';
import { vi } from 'vitest';
import { HeroGovernor } from '@/components/canvas/hero/HeroGovernor';
import { HERO_MIN_FPS } from '@/lib/hero/constants';

type MonitorProps = {
  bounds: () => [number, number];
  onIncline: (api: { averages: number[] }) => void;
  onDecline: (api: { averages: number[] }) => void;
};
const monitors: MonitorProps[] = [];
vi.mock('@react-three/drei/core/PerformanceMonitor', () => ({
  PerformanceMonitor: (props: MonitorProps) => {
    monitors.push(props);
    return <i data-testid="monitor" />;
  },
}));

const last = () => monitors[monitors.length - 1]!;

describe('HeroGovernor', () => {
  beforeEach(() => {
    monitors.length = 0;
  });

  it('targets HERO_MIN_FPS on both bounds', () => {
    render(
      <HeroGovernor
        quality={{ dpr: 2, segments: 400 }}
        running
        onLower={vi.fn()}
        onGiveUp={vi.fn()}
      />,
    );
    expect(last().bounds()).toEqual([HERO_MIN_FPS, HERO_MIN_FPS]);
  });

  it('lowers the pixel ratio when most windows are slow', () => {
    const onLower = vi.fn();
    render(
      <HeroGovernor
        quality={{ dpr: 2, segments: 400 }}
        running
        onLower={onLower}
        onGiveUp={vi.fn()}
      />,
    );
    act(() => last().onDecline({ averages: [20, 22, 24, 50] }));
    expect(onLower).toHaveBeenCalledWith(
      { dpr: 1.5, segments: 400 },
      expect.stringContaining('fps'),
    );
  });

  it('settles (stops sampling) when most windows are fast', () => {
    const onLower = vi.fn();
    const view = render(
      <HeroGovernor
        quality={{ dpr: 1, segments: 400 }}
        running
        onLower={onLower}
        onGiveUp={vi.fn()}
      />,
    );
    act(() => last().onIncline({ averages: [58, 60, 60, 12] }));
    expect(onLower).not.toHaveBeenCalled();
    expect(view.queryByTestId('monitor')).toBeNull();
  });

  it('gives up at the bottom of the ladder', () => {
    const onGiveUp = vi.fn();
    const view = render(
      <HeroGovernor
        quality={{ dpr: 1, segments: 100 }}
        running
        onLower={vi.fn()}
        onGiveUp={onGiveUp}
      />,
    );
    act(() => last().onDecline({ averages: [10, 10, 10, 10] }));
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    expect(view.queryByTestId('monitor')).toBeNull();
  });

  it('samples nothing while the scene is paused', () => {
    const view = render(
      <HeroGovernor
        quality={{ dpr: 1, segments: 400 }}
        running={false}
        onLower={vi.fn()}
        onGiveUp={vi.fn()}
      />,
    );
    expect(view.queryByTestId('monitor')).toBeNull();
  });
});
