// The form section the landing pages reuse: anchor id, heading, preselected sphere, contacts.
import { render, screen, within } from '@testing-library/react';
import { DiscussionForm } from '@/components/sections/form/DiscussionForm';

vi.mock('@/components/canvas/shift/Shift', () => ({
  ShiftBackground: () => <div data-testid="shift" />,
}));
vi.mock('@/components/sections/form/actions', () => ({ submitLead: vi.fn() }));
vi.mock('next/navigation', () => ({ usePathname: () => '/sportsite/' }));

describe('DiscussionForm', () => {
  it('renders the sports page variant: id "form", sphere "sport", a custom title', () => {
    const { container } = render(
      <DiscussionForm id="form" sphere="sport" title="Обсудим сайт для вашего клуба" />,
    );
    const section = container.querySelector('section');
    expect(section).toHaveAttribute('id', 'form');
    expect(screen.getByRole('region', { name: /Обсудим сайт для/ })).toBe(section);
    expect(screen.getByLabelText('Сфера проекта')).toHaveValue('sport');
    // The shift background is the section's first child (SPEC 2.5).
    expect(section?.firstElementChild).toBe(screen.getByTestId('shift'));
  });

  it('shows the studio contacts beside the form, with a default title', () => {
    render(<DiscussionForm />);
    const section = screen.getByRole('region', { name: /оценим разработку бесплатно/ });
    expect(section).toHaveAttribute('id', 'discussion');
    expect(within(section).getByRole('link', { name: 'hello@orbita.example' })).toHaveAttribute(
      'href',
      'mailto:hello@orbita.example',
    );
    expect(within(section).getByRole('link', { name: /Написать в/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(section).getByRole('link', { name: /495/ })).toHaveAttribute(
      'href',
      'tel:+74950000000',
    );
    expect(screen.getByLabelText('Сфера проекта')).toHaveValue('');
  });
});
