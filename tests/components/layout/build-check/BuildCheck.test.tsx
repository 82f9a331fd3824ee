import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_CHECK_INTERVAL_MS } from '@/lib/constants';
import { clickReaches, link } from '../../../support/links';

const ask = vi.hoisted(() => vi.fn<() => Promise<string>>());
vi.mock('@/components/layout/build-check/actions', () => ({ currentBuildId: ask }));

const { BuildCheck } = await import('@/components/layout/build-check/BuildCheck');

/** What Next.js throws when the server does not know an old page's action id. */
function unrecognizedAction() {
  return Object.assign(new Error('Server Action "ab12" was not found on the server.'), {
    name: 'UnrecognizedActionError',
  });
}

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
