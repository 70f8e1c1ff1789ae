import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render-with-theme.tsx';
import { FocusFirstInvalid } from './FocusFirstInvalid.tsx';
import {
  FormCheckbox,
  FormDateInput,
  FormPhoneInput,
  FormRadioGroup,
  FormSelect,
  FormTextarea,
  FormTextInput,
  FormZipInput,
} from './fields.tsx';

type Values = Record<string, string | boolean>;

const options = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Beta' },
];

/** One form holding `field`, whose value `name` must not be empty (or false). */
function renderForm(field: ReactElement, name: string, initial: string | boolean = '') {
  const onSubmit = vi.fn();
  renderWithTheme(
    <Formik<Values>
      initialValues={{ [name]: initial, other: '' }}
      validate={(values) => (values[name] ? {} : { [name]: 'Enter this.' })}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        {field}
        <FormTextInput name="other" label="Other" />
        <button type="submit">Send</button>
      </Form>
    </Formik>,
  );
  return { onSubmit };
}

// Each binding: [name, element, role of the control, a label that names it]
const bindings = [
  ['FormTextInput', <FormTextInput key="f" name="f" label="Name" required />, 'textbox'],
  ['FormPhoneInput', <FormPhoneInput key="f" name="f" label="Name" required />, 'textbox'],
  ['FormZipInput', <FormZipInput key="f" name="f" label="Name" required />, 'textbox'],
  ['FormDateInput', <FormDateInput key="f" name="f" label="Name" required />, 'textbox'],
  ['FormSelect', <FormSelect key="f" name="f" label="Name" required options={options} placeholder="Choose" />, 'combobox'],
  ['FormTextarea', <FormTextarea key="f" name="f" label="Name" required maxLength={50} counterText={(n) => `${n} left`} />, 'textbox'],
] as const;

describe('the Formik bindings', () => {
  it.each(bindings)('%s shows its error after blur, not before', async (_binding, element, role) => {
    const user = userEvent.setup();
    renderForm(element, 'f');
    const control = screen.getByRole(role, { name: 'Name' });
    expect(control).toHaveAttribute('aria-required', 'true');
    await user.click(control);
    expect(screen.queryByText('Enter this.')).toBeNull();
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter this.');
  });

  it.each(bindings)('%s shows its error after a submit, untouched', async (_binding, element) => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm(element, 'f');
    expect(screen.queryByText('Enter this.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter this.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('marks a required label with a * hidden from its accessible name', () => {
    renderForm(<FormTextInput name="f" label="Name" required />, 'f');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
  });

  it("names an optional field with the '(Optional)' suffix and no aria-required", () => {
    renderForm(<FormPhoneInput name="f" label="Phone" optionalLabel="(Optional)" />, 'f');
    const phone = screen.getByRole('textbox', { name: 'Phone (Optional)' });
    expect(phone).not.toHaveAttribute('aria-required');
    expect(screen.queryByText('*')).toBeNull();
  });

  it('FormRadioGroup keeps the chosen option in the form', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm(<FormRadioGroup name="f" label="Kind" required options={options} />, 'f');
    const group = screen.getByRole('group', { name: 'Kind' });
    await user.click(within(group).getByRole('radio', { name: 'Alpha' }));
    await user.click(within(group).getByRole('radio', { name: 'Beta' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ f: 'b' }), expect.anything());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('FormRadioGroup shows its error after a submit with nothing chosen', async () => {
    const user = userEvent.setup();
    renderForm(<FormRadioGroup name="f" label="Kind" required options={options} />, 'f');
    expect(screen.queryByText('Enter this.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter this.');
  });

  it('FormCheckbox keeps its tick in the form and shows its error after blur, not before', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm(<FormCheckbox name="f" label="I agree" />, 'f', false);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    await user.click(box);
    await user.click(box);
    expect(screen.queryByText('Enter this.')).toBeNull();
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter this.');
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ f: true }), expect.anything());
  });
});

describe('FocusFirstInvalid', () => {
  it('moves focus to the first invalid field, in reading order, on a failed submit', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <Formik<Values>
        initialValues={{ first: 'ok', second: '', third: '' }}
        validate={(values) => ({
          ...(values.second ? {} : { second: 'Enter the second.' }),
          ...(values.third ? {} : { third: 'Enter the third.' }),
        })}
        onSubmit={() => undefined}
      >
        <Form noValidate>
          <FocusFirstInvalid fieldOrder={['first', 'second', 'third']} />
          <FormTextInput name="first" label="First" />
          <FormTextInput name="second" label="Second" />
          <FormTextInput name="third" label="Third" />
          <button type="submit">Send</button>
        </Form>
      </Formik>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('textbox', { name: 'Second' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Second' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Third' })).toHaveFocus());
  });
});
