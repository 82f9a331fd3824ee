// The route-change loading bar (SPEC 9: 5px, #49b6c3) is fetched once the browser is idle: not in
// the server HTML, not before idle, and then with the spec's colour and height, without a spinner.
import { act, render, waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { vi } from 'vitest';
import { LoadingBar } from '@/components/layout/LoadingBar';

const loader = vi.hoisted(() => ({ props: null as Record<string, unknown> | null }));

vi.mock('nextjs-toploader', () => ({
  default: (props: Record<string, unknown>) => {
    loader.props = props;
    return <style>{'#nprogress .bar{}'}</style>;
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  loader.props = null;
});

describe('LoadingBar', () => {
  it('is absent from the server HTML', () => {
    expect(renderToStaticMarkup(<LoadingBar />)).toBe('');
  });

  it('loads nothing before the browser is idle, then the bar with SPEC 9’s colour and height', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { container } = render(<LoadingBar />);
    expect(container).toBeEmptyDOMElement();
    expect(idle).toHaveLength(1);
    act(() => idle.splice(0).forEach((cb) => cb()));
    await waitFor(() => expect(container.querySelector('style')).not.toBeNull());
    expect(loader.props).toMatchObject({
      color: '#49b6c3',
      height: 5,
      showSpinner: false,
      shadow: false,
    });
  });
});
