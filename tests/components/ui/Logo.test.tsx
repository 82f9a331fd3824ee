// The logo: an accessible, font-independent inline svg coloured by currentColor (SPEC 2.2).
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Logo } from '@/components/ui/Logo';

describe('Logo', () => {
  it('is an image named after the studio, drawn with paths in currentColor', () => {
    const { container } = render(<Logo className="brand" />);
    const svg = screen.getByRole('img', { name: 'Орбита' });
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(svg).toHaveClass('brand');
    expect(svg).toHaveAttribute('fill', 'currentColor');
    expect(svg).toHaveAttribute('viewBox', '0 12 380 80');
    expect(container.querySelectorAll('path')).toHaveLength(2);
    expect(container.querySelector('text')).toBeNull();
  });

  it('takes an accessible name for use as the home link', () => {
    render(<Logo label="Орбита — на главную" />);
    expect(screen.getByRole('img', { name: 'Орбита — на главную' })).toBeInTheDocument();
  });

  it('renders the mark alone as a square', () => {
    const { container } = render(<Logo variant="mark" />);
    const svg = screen.getByRole('img', { name: 'Орбита' });
    expect(svg).toHaveAttribute('viewBox', '0 14 58 58');
    expect(svg.getAttribute('width')).toBe(svg.getAttribute('height'));
    expect(container.querySelectorAll('path')).toHaveLength(1);
  });
});
