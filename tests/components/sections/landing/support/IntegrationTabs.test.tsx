// #integrations: a real ARIA tablist — roles, aria-selected/controls, roving tabindex and the keys.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  IntegrationTabs,
  tabKeyTarget,
} from '@/components/sections/landing/support/IntegrationTabs';

const TABS = [
  { id: 'a', label: 'Учётные системы' },
  { id: 'b', label: 'CRM' },
  { id: 'c', label: 'Службы доставки' },
];

function renderTabs() {
  render(
    <IntegrationTabs
      label="Виды сервисов"
      tabs={TABS}
      panels={TABS.map((t) => (
        <p key={t.id}>Панель {t.label}</p>
      ))}
    />,
  );
  return screen.getAllByRole('tab');
}

describe('tabKeyTarget', () => {
  it('wraps the arrows and jumps with Home/End', () => {
    expect(tabKeyTarget('ArrowRight', 2, 3)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 0, 3)).toBe(2);
    expect(tabKeyTarget('Home', 2, 3)).toBe(0);
    expect(tabKeyTarget('End', 0, 3)).toBe(2);
    expect(tabKeyTarget('Enter', 1, 3)).toBeNull();
  });
});

// Generous time-outs: user-event on a busy shared machine.
describe('IntegrationTabs', { timeout: 20_000 }, () => {
  it('wires tabs to panels and shows only the selected one', () => {
    const tabs = renderTabs();
    expect(screen.getByRole('tablist', { name: 'Виды сервисов' })).toBeInTheDocument();
    expect(tabs).toHaveLength(3);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveAttribute('tabindex', '0');
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel');
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAttribute('aria-labelledby', tabs[0]!.id);
    expect(panel).toHaveTextContent('Панель Учётные системы');
    expect(
      screen.getByText('Панель CRM', { ignore: '' }).closest('[role=tabpanel]'),
    ).toHaveAttribute('hidden');
  });

  it('moves the selection and focus with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    const tabs = renderTabs();
    await user.click(tabs[0]!);
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'false');
    expect(tabs[0]).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Панель CRM');

    await user.keyboard('{End}');
    expect(tabs[2]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tabs[2]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tabs[0]).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Панель Учётные системы');
  });

  it('ignores other keys', async () => {
    const user = userEvent.setup();
    const tabs = renderTabs();
    await user.click(tabs[1]!);
    await user.keyboard('{ArrowDown}a');
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
  });

  it('selects a tab on click', async () => {
    const user = userEvent.setup();
    const tabs = renderTabs();
    await user.click(tabs[2]!);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Панель Службы доставки');
  });
});
