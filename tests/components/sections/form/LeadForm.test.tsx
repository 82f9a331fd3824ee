// The discussion form in the browser: instant checks with the shared schema, the request id, the
// answers of the action (inline errors, failure, success) and an old tab after a deploy.
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { submitLead } from '@/components/sections/form/actions';
import { LeadForm } from '@/components/sections/form/LeadForm';
import { EMPTY_VALUES } from '@/lib/lead/fields';
import type { LeadFormState } from '@/lib/lead/form-state';
import { LEAD_MESSAGE_MAX } from '@/lib/lead/schema';

vi.mock('@/components/sections/form/actions', () => ({ submitLead: vi.fn() }));
vi.mock('next/navigation', () => ({ usePathname: () => '/sportsite/' }));
const action = vi.mocked(submitLead);
// Several user-event steps per test: give the answers time on a busy machine.
configure({ asyncUtilTimeout: 4000 });

beforeEach(() => {
  action.mockReset();
});

function answer(state: LeadFormState) {
  action.mockResolvedValue(state);
}

const field = {
  name: () => screen.getByLabelText(/Как к вам обращаться/),
  phone: () => screen.getByLabelText(/Телефон/),
  message: () => screen.getByLabelText(/О проекте/),
  consent: () =>
    screen.getByRole('checkbox', { name: /Соглашаюсь на\sобработку персональных данных/ }),
};

async function fillValid(user: UserEvent, name = 'Анна') {
  await user.type(field.name(), name);
  await user.type(field.phone(), '+7 900 123-45-67');
  await user.click(field.consent());
}

async function submit(user: UserEvent) {
  // After an answer the button comes back once the transition settles (slow on a busy machine).
  await user.click(await screen.findByRole('button', { name: 'Отправить заявку' }));
}

const sentData = (call = 0) => action.mock.calls[call]?.[1] as FormData;

describe('LeadForm', () => {
  it('has visible labels, the sphere select and a required consent linking to /privacy/', () => {
    render(<LeadForm />);
    expect(field.name()).toHaveAttribute('name', 'name');
    expect(field.phone()).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText(/^Почта/)).toHaveAttribute('type', 'email');
    expect(field.message().tagName).toBe('TEXTAREA');
    expect(field.message()).not.toHaveAttribute('maxlength');
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
    expect(field.consent()).not.toBeChecked();
    expect(field.consent()).toBeRequired();
    expect(screen.getByRole('link', { name: 'политики конфиденциальности' })).toHaveAttribute(
      'href',
      '/privacy/',
    );
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('shows field errors at once on submit, sends nothing, and focuses the first', async () => {
    const user = userEvent.setup();
    render(<LeadForm />);
    await submit(user);
    // The first check waits for the schema, fetched when the form got focus.
    await waitFor(() => expect(field.name()).toHaveAttribute('aria-invalid', 'true'));
    expect(action).not.toHaveBeenCalled();
    expect(field.name()).toHaveAccessibleDescription('Укажите имя');
    expect(field.phone()).toHaveAccessibleDescription(
      /^Укажите телефон в\sформате \+7\s900\s000-00-00$/,
    );
    expect(field.consent()).toHaveAccessibleDescription(/Без\sсогласия на\sобработку/);
    expect(field.name()).toHaveFocus();
  });

  it('checks a field when the visitor leaves it, and clears the error once fixed', async () => {
    const user = userEvent.setup();
    render(<LeadForm />);
    await user.type(field.phone(), '12');
    expect(field.phone()).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(field.phone()).toHaveAttribute('aria-invalid', 'true');
    await user.type(field.phone(), '3 456 78 90');
    expect(field.phone()).not.toHaveAttribute('aria-invalid');
    expect(action).not.toHaveBeenCalled();
  });

  it('blocks a submit without consent, and the consent error goes once it is ticked', async () => {
    const user = userEvent.setup();
    render(<LeadForm />);
    await user.type(field.name(), 'Анна');
    await user.type(field.phone(), '+7 900 123-45-67');
    await submit(user);
    expect(action).not.toHaveBeenCalled();
    expect(field.consent()).toHaveAttribute('aria-invalid', 'true');
    expect(field.consent()).toHaveFocus();
    await user.click(field.consent());
    expect(field.consent()).not.toHaveAttribute('aria-invalid');
  });

  it('gives a message over the limit the length error (with a counter), never a silent cut', async () => {
    const user = userEvent.setup();
    render(<LeadForm />);
    await fillValid(user);
    const long = 'ж'.repeat(LEAD_MESSAGE_MAX + 1);
    await user.click(field.message());
    await user.paste(long);
    expect(field.message()).toHaveValue(long);
    expect(field.message()).toHaveAccessibleDescription(/^Сообщение длиннее 2000\sсимволов/);
    expect(screen.getByText(/2001\sиз\s2000 символов/)).toBeInTheDocument();
    await submit(user);
    expect(action).not.toHaveBeenCalled();
  });

  it('sends the page, the preselected sphere, a request id and how long the form was open', async () => {
    const user = userEvent.setup();
    answer({ status: 'success', name: 'Анна', delivery: 'sent' });
    render(<LeadForm sphere="sport" />);
    expect(screen.getByLabelText('Сфера проекта')).toHaveValue('sport');
    await fillValid(user);
    await submit(user);
    const data = sentData();
    expect(data.get('page')).toBe('/sportsite/');
    expect(data.get('sphere')).toBe('sport');
    expect(data.get('consent')).toBe('on');
    expect(data.get('request_id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/);
    expect(Number(data.get('elapsed_ms'))).toBeGreaterThan(0);
  });

  it('keeps one request id across failed attempts and makes a new one after a success', async () => {
    const user = userEvent.setup();
    render(<LeadForm />);
    await fillValid(user);
    answer({
      status: 'failed',
      email: 'hello@orbita.example',
      message: 'Не получилось отправить заявку. Напишите нам на hello@orbita.example.',
      values: { ...EMPTY_VALUES, name: 'Анна', phone: '+7 900 123-45-67', consent: true },
    });
    await submit(user);
    await screen.findByRole('alert');
    answer({ status: 'success', name: 'Анна', delivery: 'sent' });
    await submit(user);
    await screen.findByRole('heading', { name: 'Спасибо, Анна! Заявка отправлена' });
    expect(sentData(1).get('request_id')).toBe(sentData(0).get('request_id'));

    await user.click(screen.getByRole('link', { name: 'Отправить ещё одну заявку' }));
    await fillValid(user, 'Олег');
    await submit(user);
    expect(sentData(2).get('request_id')).not.toBe(sentData(0).get('request_id'));
  });

  it('after a deploy (unknown action) says to send again and keeps every input', async () => {
    const user = userEvent.setup();
    const stale = Object.assign(new Error('Server Action "abc" was not found on the server.'), {
      name: 'UnrecognizedActionError',
    });
    action.mockRejectedValueOnce(stale);
    render(<LeadForm />);
    await fillValid(user);
    await user.type(field.message(), 'Нужен портал для дилеров');
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Сайт обновился. Отправьте заявку ещё раз — данные формы сохранены.',
    );
    expect(field.name()).toHaveValue('Анна');
    expect(field.phone()).toHaveValue('+7 900 123-45-67');
    expect(field.message()).toHaveValue('Нужен портал для дилеров');
    expect(field.consent()).toBeChecked();

    // A lost connection is explained too, and the same id goes out again.
    action.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Не получилось связаться с сайтом/);
    expect(sentData(1).get('request_id')).toBe(sentData(0).get('request_id'));
  });

  it('shows the errors WordPress returned inline, wired to their fields', async () => {
    const user = userEvent.setup();
    answer({
      status: 'invalid',
      errors: { phone: 'Номер уже в заявке сегодня' },
      values: { ...EMPTY_VALUES, name: 'Анна', phone: '+7 900 123-45-67', consent: true },
    });
    render(<LeadForm />);
    await fillValid(user);
    await submit(user);
    const phone = field.phone();
    expect(await screen.findByText('Номер уже в заявке сегодня')).toBeInTheDocument();
    expect(phone).toHaveAccessibleDescription(/^Номер уже в\sзаявке сегодня$/);
    expect(phone).toHaveFocus();
    expect(phone).toHaveValue('+7 900 123-45-67');
  });

  it('explains a failure with a mailto link and keeps what was typed', async () => {
    const user = userEvent.setup();
    answer({
      status: 'failed',
      email: 'hello@orbita.example',
      message:
        'Не получилось отправить заявку: сервис заявок сейчас недоступен. Напишите нам на hello@orbita.example — ответим в течение рабочего дня.',
      values: { ...EMPTY_VALUES, name: 'Анна', phone: '+7 900 123-45-67', consent: true },
    });
    render(<LeadForm />);
    await fillValid(user);
    await submit(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не получилось отправить заявку');
    expect(within(alert).getByRole('link', { name: 'hello@orbita.example' })).toHaveAttribute(
      'href',
      'mailto:hello@orbita.example',
    );
    expect(field.name()).toHaveValue('Анна');
  });

  it('says "received" for a lead kept for later delivery', async () => {
    const user = userEvent.setup();
    answer({ status: 'success', name: 'Анна', delivery: 'queued' });
    render(<LeadForm />);
    await fillValid(user);
    await submit(user);
    const heading = await screen.findByRole(
      'heading',
      { name: 'Спасибо, Анна! Заявка принята' },
      { timeout: 3000 },
    );
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Отправить заявку' })).toBeNull();
  });

  it('disables the submit button while sending', async () => {
    const user = userEvent.setup();
    let finish: (state: LeadFormState) => void = () => {};
    action.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    render(<LeadForm />);
    await fillValid(user, 'Ян');
    await submit(user);
    const button = screen.getByRole('button', { name: 'Отправляем…' });
    expect(button).toBeDisabled();
    await act(async () => finish({ status: 'success', name: '', delivery: 'sent' }));
    expect(
      await screen.findByRole('heading', { name: 'Спасибо! Заявка отправлена' }),
    ).toBeInTheDocument();
  });
});
