// The discussion form in the browser: labels, inline errors, failure message, success state.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { submitLead } from '@/app/actions/lead';
import { LeadForm } from '@/components/sections/form/LeadForm';
import { EMPTY_VALUES, type LeadFormState } from '@/components/sections/form/lead-form';

vi.mock('@/app/actions/lead', () => ({ submitLead: vi.fn() }));
vi.mock('next/navigation', () => ({ usePathname: () => '/sportsite/' }));
const action = vi.mocked(submitLead);

beforeEach(() => {
  action.mockReset();
});

function answer(state: LeadFormState) {
  action.mockResolvedValue(state);
}

async function submit() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
  return user;
}

describe('LeadForm', () => {
  it('has visible labels, the sphere select and a consent line', () => {
    render(<LeadForm />);
    expect(screen.getByLabelText(/Как к вам обращаться/)).toHaveAttribute('name', 'name');
    expect(screen.getByLabelText(/Телефон/)).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText(/^Почта/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/О проекте/).tagName).toBe('TEXTAREA');
    const select = screen.getByLabelText('Сфера проекта');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual([
      '',
      'webapps',
      'ecommerce',
      'sport',
      'culture',
      'restaurant',
      'account',
      'mobile',
      'other',
    ]);
    expect(select).toHaveValue('');
    expect(screen.getByText(/соглашаетесь на обработку персональных данных/)).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('preselects the sphere it is given and sends the page path', async () => {
    answer({ status: 'success', name: 'Анна' });
    render(<LeadForm sphere="sport" />);
    expect(screen.getByLabelText('Сфера проекта')).toHaveValue('sport');
    await submit();
    const data = action.mock.calls[0]?.[1];
    expect(data).toBeInstanceOf(FormData);
    expect(data?.get('page')).toBe('/sportsite/');
    expect(data?.get('sphere')).toBe('sport');
  });

  it('shows server validation errors inline, wired to their fields, and focuses the first', async () => {
    answer({
      status: 'invalid',
      errors: { name: 'Укажите имя', phone: 'Укажите телефон в формате +7 900 000-00-00' },
      values: { ...EMPTY_VALUES, phone: '12' },
    });
    render(<LeadForm />);
    await submit();
    const name = await screen.findByLabelText(/Как к вам обращаться/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Укажите имя');
    const phone = screen.getByLabelText(/Телефон/);
    expect(phone).toHaveAccessibleDescription(/^Укажите телефон в\sформате \+7\s900\s000-00-00$/);
    expect(phone).toHaveValue('12');
    expect(screen.getByLabelText(/^Почта/)).not.toHaveAttribute('aria-invalid');
    expect(name).toHaveFocus();
  });

  it('clears a field error once the visitor edits that field', async () => {
    answer({ status: 'invalid', errors: { name: 'Укажите имя' }, values: EMPTY_VALUES });
    render(<LeadForm />);
    const user = await submit();
    expect(await screen.findByText('Укажите имя')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Как к вам обращаться/), 'Олег');
    expect(screen.queryByText('Укажите имя')).toBeNull();
    expect(screen.getByLabelText(/Как к вам обращаться/)).not.toHaveAttribute('aria-invalid');
  });

  it('explains a WordPress failure with a mailto link and keeps what was typed', async () => {
    answer({
      status: 'failed',
      email: 'hello@orbita.example',
      message:
        'Не получилось отправить заявку: сервис заявок сейчас недоступен. Напишите нам на hello@orbita.example — ответим в течение рабочего дня.',
      values: { ...EMPTY_VALUES, name: 'Анна', phone: '+7 900 123-45-67' },
    });
    render(<LeadForm />);
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не получилось отправить заявку');
    expect(within(alert).getByRole('link', { name: 'hello@orbita.example' })).toHaveAttribute(
      'href',
      'mailto:hello@orbita.example',
    );
    expect(screen.getByLabelText(/Как к вам обращаться/)).toHaveValue('Анна');
  });

  it('replaces the form with a success message, and can start over', async () => {
    answer({ status: 'success', name: 'Анна' });
    render(<LeadForm />);
    const user = await submit();
    const heading = await screen.findByRole('heading', {
      name: 'Спасибо, Анна! Заявка отправлена',
    });
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Отправить заявку' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Отправить ещё одну заявку' }));
    expect(screen.getByRole('button', { name: 'Отправить заявку' })).toBeInTheDocument();
  });

  it('disables the submit button while sending', async () => {
    let finish: (state: LeadFormState) => void = () => {};
    action.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    render(<LeadForm />);
    await submit();
    const button = screen.getByRole('button', { name: 'Отправляем…' });
    expect(button).toBeDisabled();
    await act(async () => finish({ status: 'success', name: '' }));
    expect(
      await screen.findByRole('heading', { name: 'Спасибо! Заявка отправлена' }),
    ).toBeInTheDocument();
  });
});
