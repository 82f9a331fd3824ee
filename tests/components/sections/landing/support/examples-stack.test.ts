// The #examples stack (SPEC 4, 9): on above 1024px, off at 1024px or less; switching off kills the
// ScrollTrigger (the pin goes) and clears every inline style the animation set.
import {
  PINNED_ATTRIBUTE,
  enableStack,
  type StackGsap,
} from '@/components/sections/landing/support/examples-stack';

describe('enableStack with a mocked gsap', () => {
  function setup(count = 4) {
    const container = document.createElement('div');
    const panels = Array.from({ length: count }, (_, i) => {
      const panel = document.createElement('article');
      Object.defineProperty(panel, 'offsetHeight', { value: 500 + i * 10 });
      container.append(panel);
      return panel;
    });
    const trigger = { kill: vi.fn() };
    const timeline = { to: vi.fn(), kill: vi.fn(), scrollTrigger: trigger };
    timeline.to.mockReturnValue(timeline);
    const gsap = { set: vi.fn(), timeline: vi.fn((vars: unknown) => (void vars, timeline)) };
    return { container, panels, trigger, timeline, gsap };
  }

  it('pins the container and slides every next panel up over the previous one', () => {
    const { container, panels, gsap, timeline } = setup();
    enableStack(gsap as unknown as StackGsap, container, panels, 64, 400);
    expect(gsap.set).toHaveBeenCalledWith(container, expect.objectContaining({ height: 530 }));
    expect(gsap.set).toHaveBeenCalledWith(panels.slice(1), { yPercent: 100 });
    const vars = gsap.timeline.mock.calls[0]![0] as unknown as {
      scrollTrigger: Record<string, unknown>;
    };
    expect(vars.scrollTrigger).toMatchObject({
      trigger: container,
      pin: true,
      scrub: true,
      start: 'top top+=94',
    });
    expect((vars.scrollTrigger.end as () => string)()).toBe('+=1590');
    for (const panel of panels.slice(1)) {
      expect(timeline.to).toHaveBeenCalledWith(panel, { yPercent: 0 }, expect.any(Number));
    }
  });

  it('marks the container pinned before ScrollTrigger measures it, and unmarks it when off', () => {
    const { container, panels, gsap } = setup();
    gsap.timeline.mockImplementationOnce(() => {
      // The sections above must be laid out for real when the pin's positions are taken.
      expect(container.hasAttribute(PINNED_ATTRIBUTE)).toBe(true);
      return setup().timeline;
    });
    const off = enableStack(gsap as unknown as StackGsap, container, panels, 64, 400);
    expect(gsap.timeline).toHaveBeenCalledTimes(1);
    expect(container.getAttribute(PINNED_ATTRIBUTE)).toBe('');
    off();
    expect(container.hasAttribute(PINNED_ATTRIBUTE)).toBe(false);
  });

  it('fills the viewport below the sticky bars when the panels are shorter', () => {
    const { container, panels, gsap } = setup();
    enableStack(gsap as unknown as StackGsap, container, panels, 64, 900);
    // 900 − 64 (bars) − 30 (SPEC start offset) − 24 (bottom air)
    expect(gsap.set).toHaveBeenCalledWith(container, expect.objectContaining({ height: 782 }));
  });

  it('switching off kills the ScrollTrigger with revert and clears every inline style', () => {
    const { container, panels, gsap, timeline, trigger } = setup();
    const off = enableStack(gsap as unknown as StackGsap, container, panels, 64, 400);
    gsap.set.mockClear();
    off();
    expect(trigger.kill).toHaveBeenCalledWith(true);
    expect(timeline.kill).toHaveBeenCalled();
    expect(gsap.set).toHaveBeenCalledTimes(1);
    expect(gsap.set).toHaveBeenCalledWith([container, ...panels], { clearProps: 'all' });
  });

  it('does nothing for a single panel', () => {
    const { container, panels, gsap } = setup(1);
    const off = enableStack(gsap as unknown as StackGsap, container, panels, 0, 900);
    expect(container.hasAttribute(PINNED_ATTRIBUTE)).toBe(false);
    off();
    expect(gsap.set).not.toHaveBeenCalled();
    expect(gsap.timeline).not.toHaveBeenCalled();
  });
});
