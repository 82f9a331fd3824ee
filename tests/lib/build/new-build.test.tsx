import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fullLoadFromNowOn, isNewBuild, sameSiteNavigation } from '@/lib/build/new-build';
import { BUILD_CHECK_INTERVAL_MS } from '@/lib/constants';

const ask = vi.hoisted(() => vi.fn<() => Promise<string>>());
vi.mock('@/components/layout/build-check/actions', () => ({ currentBuildId: ask }));

const { BuildCheck } = await import('@/components/layout/build-check/BuildCheck');

/** What Next.js throws when the server does not know an old page's action id. */
function unrecognizedAction() {
  return Object.assign(new Error('Server Action "ab12" was not found on the server.'), {
    name: 'UnrecognizedActionError',
  });
}

describe('isNewBuild', () => {
  it('is false for the same build and true for another', async () => {
    expect(await isNewBuild('b1', async () => 'b1')).toBe(false);
    expect(await isNewBuild('b1', async () => 'b2')).toBe(true);
  });

  it('takes an action the server does not know for a new build', async () => {
    expect(
      await isNewBuild('b1', async () => {
        throw unrecognizedAction();
      }),
    ).toBe(true);
  });

  it('is false when the server cannot be reached or says nothing', async () => {
    expect(
      await isNewBuild('b1', async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).toBe(false);
    expect(await isNewBuild('b1', async () => '')).toBe(false);
  });
});

/** Clicks a link and tells whether the click reached a listener on the document (React's side). */
function clickReaches(link: HTMLAnchorElement, init: MouseEventInit = {}): boolean {
  let reached = false;
  const listener = (event: Event) => {
    reached = true;
    event.preventDefault(); // jsdom would otherwise try to navigate
  };
  document.addEventListener('click', listener);
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
  document.removeEventListener('click', listener);
  return reached;
}

function link(href: string, attrs: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
  a.textContent = 'ссылка';
  document.body.append(a);
  return a;
}

describe('fullLoadFromNowOn', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('keeps same-site link clicks from the client router, and only those', () => {
    const undo = fullLoadFromNowOn(window);
    expect(clickReaches(link('/cases/'))).toBe(false);
    expect(clickReaches(link('https://t.me/orbita_studio'))).toBe(true);
    expect(clickReaches(link('/cases/', { target: '_blank' }))).toBe(true);
    expect(clickReaches(link('/price.pdf', { download: '' }))).toBe(true);
    expect(clickReaches(link('/cases/'), { ctrlKey: true })).toBe(true);
    expect(clickReaches(link('#discussion'))).toBe(true);
    undo();
    expect(clickReaches(link('/cases/'))).toBe(true);
  });

  it('reloads the page that back/forward lands on', () => {
    const reload = vi.fn();
    const fake = Object.assign(new EventTarget(), { location: { reload } }) as unknown as Window;
    const undo = fullLoadFromNowOn(fake);
    fake.dispatchEvent(new Event('popstate'));
    expect(reload).toHaveBeenCalledOnce();
    undo();
    fake.dispatchEvent(new Event('popstate'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reads a click inside a link (an icon) as a click on the link', () => {
    const a = link('/about/');
    const icon = document.createElement('span');
    a.append(icon);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    Object.defineProperty(event, 'target', { value: icon });
    expect(sameSiteNavigation(event, window.location)).toBe(true);
  });
});

describe('BuildCheck', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubEnv('SITE_BUILD_ID', 'build-old');
    ask.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('asks once an hour, not before, and arms full loads when the build changed', async () => {
    ask.mockResolvedValue('build-old');
    const { unmount } = render(<BuildCheck />);
    await act(() => vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS - 1000));
    expect(ask).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(clickReaches(link('/cases/'))).toBe(true);

    ask.mockResolvedValue('build-new');
    await act(() => vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS));
    expect(ask).toHaveBeenCalledTimes(2);
    expect(clickReaches(link('/cases/'))).toBe(false);
    // Once a new build is known, the check stops asking.
    await act(() => vi.advanceTimersByTimeAsync(3 * BUILD_CHECK_INTERVAL_MS));
    expect(ask).toHaveBeenCalledTimes(2);
    unmount();
    expect(clickReaches(link('/cases/'))).toBe(true);
  });

  it('checks at once when a tab is shown again after more than an hour', async () => {
    ask.mockRejectedValue(unrecognizedAction());
    render(<BuildCheck />);
    vi.setSystemTime(Date.now() + BUILD_CHECK_INTERVAL_MS + 1);
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(ask).toHaveBeenCalledTimes(1);
    expect(clickReaches(link('/cases/'))).toBe(false);
  });

  it('does nothing without a build id (next dev)', async () => {
    vi.stubEnv('SITE_BUILD_ID', '');
    render(<BuildCheck />);
    await act(() => vi.advanceTimersByTimeAsync(2 * BUILD_CHECK_INTERVAL_MS));
    expect(ask).not.toHaveBeenCalled();
  });
});
