import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ServerRenderFailure } from '@/components/layout/ServerRenderFailure';
import { MissingPage, UpstreamErrorPage } from '@/components/layout/UpstreamErrorPage';
import { NOT_FOUND_DIGEST, UPSTREAM_FAILURE_DIGEST } from '@/lib/errors';

// The hero (its own tests in tests/components/canvas/hero) needs WebGL and matchMedia; here it is
// a placeholder.
vi.mock('@/components/canvas/hero/Hero', () => ({ Hero: () => null }));

/** Dispatches an error event as window.reportError would; true when a listener cancelled it. */
function reported(error: unknown): boolean {
  const event = new ErrorEvent('error', { error, cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('the 5xx page of a failed WordPress call', () => {
  it('shows the error page, and its server-only failure renders nothing in the browser', () => {
    const { container } = render(<UpstreamErrorPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Такой страницы больше не существует',
    );
    expect(screen.getByRole('link', { name: /На главную страницу/ })).toHaveAttribute('href', '/');
    expect(container.querySelector('[data-error-code="500"]')).not.toBeNull();
  });

  it('keeps only its own expected report out of the console', () => {
    render(<ServerRenderFailure />);
    const expected = Object.assign(new Error('Minified React error #419'), {
      digest: UPSTREAM_FAILURE_DIGEST,
    });
    expect(reported(expected)).toBe(true);
    expect(reported(Object.assign(new Error('#419'), { digest: NOT_FOUND_DIGEST }))).toBe(true);
    // Any other error, a server one with another digest included, is still reported.
    expect(reported(Object.assign(new Error('#419'), { digest: '12345' }))).toBe(false);
    expect(reported(new Error('boom'))).toBe(false);
    expect(reported('not an error')).toBe(false);
  });
});

describe('the 404 page of a detail route', () => {
  it('shows the error page with code 404', () => {
    const { container } = render(<MissingPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Такой страницы больше не существует',
    );
    expect(container.querySelector('[data-error-code="404"]')).not.toBeNull();
  });
});
