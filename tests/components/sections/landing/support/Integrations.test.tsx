// #integrations: a real ARIA tablist — roles, aria-selected/controls, roving tabindex and the keys.
import { render, screen } from '@testing-library/react';
import { Integrations } from '@/components/sections/landing/support/Integrations';
import { supportLanding } from '@/content/landings/support';

describe('Integrations section', { timeout: 20_000 }, () => {
  it('renders a tab per kind with its partner marks, all panels in the markup', () => {
    const { container } = render(<Integrations block={supportLanding.integrations} />);
    expect(screen.getAllByRole('tab')).toHaveLength(6);
    expect(container.querySelectorAll('[role=tabpanel]')).toHaveLength(6);
    expect(container.querySelector('#integrations')).not.toBeNull();
    expect(screen.getByText('1С')).toBeInTheDocument();
    expect(screen.getByText('Radario', { selector: 'span' })).toBeInTheDocument();
  });
});
