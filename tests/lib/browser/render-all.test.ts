// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  JUMP_START_MAX_MS,
  jumpPending,
  jumpsToFragment,
  RENDER_ALL_ATTRIBUTE,
  renderAllBeforeJumps,
  renderAllOnFragmentScript,
} from '@/lib/browser/render-all';

function link(href: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.setAttribute('href', href);
  a.innerHTML = '<span>к форме</span>';
  document.body.append(a);
  return a;
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(RENDER_ALL_ATTRIBUTE);
});

describe('jumpsToFragment', () => {
  it('is true for a fragment of this page or of another page of the site', () => {
    expect(jumpsToFragment(link('#form'), window.location)).toBe(true);
    expect(jumpsToFragment(link('/#services'), window.location)).toBe(true);
    expect(jumpsToFragment(link(`${window.location.origin}/sportsite/#faq`), window.location)).toBe(
      true,
    );
  });

  it('is false for links without a fragment, a bare "#", or another site', () => {
    expect(jumpsToFragment(link('/cases/'), window.location)).toBe(false);
    expect(jumpsToFragment(link('#'), window.location)).toBe(false);
    expect(jumpsToFragment(link('https://example.org/#top'), window.location)).toBe(false);
    expect(jumpsToFragment(document.createElement('a'), window.location)).toBe(false);
  });
});

describe('renderAllBeforeJumps', () => {
  it('turns the deferral off before a fragment link is followed, and only then', () => {
    const stop = renderAllBeforeJumps();
    const root = document.documentElement;
    link('/about/').click();
    expect(root.hasAttribute(RENDER_ALL_ATTRIBUTE)).toBe(false);
    let seenInBubble = false;
    const jump = link('#form');
    // A page's own handler (bubble phase) already sees every section rendered.
    jump.addEventListener('click', (event) => {
      seenInBubble = root.hasAttribute(RENDER_ALL_ATTRIBUTE);
      event.preventDefault();
    });
    (jump.firstElementChild as HTMLElement).click();
    expect(seenInBubble).toBe(true);
    stop();
  });

  it('stops listening when removed', () => {
    renderAllBeforeJumps()();
    link('#form').click();
    expect(document.documentElement.hasAttribute(RENDER_ALL_ATTRIBUTE)).toBe(false);
  });
});

describe('jumpPending', () => {
  it('is true from a click on a fragment link until the page scrolls', () => {
    const stop = renderAllBeforeJumps();
    expect(jumpPending()).toBe(false);
    link('/about/').click();
    expect(jumpPending()).toBe(false);
    link('#form').click();
    expect(jumpPending()).toBe(true);
    // A slider scrolling is not the page.
    link('#other').dispatchEvent(new Event('scroll', { bubbles: true }));
    expect(jumpPending()).toBe(true);
    document.dispatchEvent(new Event('scroll'));
    expect(jumpPending()).toBe(false);
    // Every jump, not only the first that laid the sections out.
    link('#faq').click();
    expect(jumpPending()).toBe(true);
    stop();
    expect(jumpPending()).toBe(false);
  });

  it('ends at the latest 2 s after the click (a jump to where the page already is)', () => {
    const stop = renderAllBeforeJumps();
    link('#form').click();
    const now = performance.now();
    expect(jumpPending(now + JUMP_START_MAX_MS - 50)).toBe(true);
    expect(jumpPending(now + JUMP_START_MAX_MS + 1)).toBe(false);
    expect(JUMP_START_MAX_MS).toBe(2000);
    stop();
  });
});

describe('renderAllOnFragmentScript', () => {
  const run = () => new Function(renderAllOnFragmentScript())();

  afterEach(() => window.history.replaceState(null, '', '/'));

  it('lays the sections out for a page opened at a fragment', () => {
    window.history.replaceState(null, '', '/sportsite/#form');
    run();
    expect(document.documentElement.hasAttribute(RENDER_ALL_ATTRIBUTE)).toBe(true);
  });

  it('leaves the deferral on without one, or with a bare "#"', () => {
    window.history.replaceState(null, '', '/sportsite/');
    run();
    window.history.replaceState(null, '', '/sportsite/#');
    run();
    expect(document.documentElement.hasAttribute(RENDER_ALL_ATTRIBUTE)).toBe(false);
  });
});
