import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { CheckboxGroup } from '../CheckboxGroup/CheckboxGroup.tsx';
import { DateInput } from '../DateInput/DateInput.tsx';
import { PhoneInput } from '../PhoneInput/PhoneInput.tsx';
import { RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import { Select } from '../Select/Select.tsx';
import { Textarea } from '../Textarea/Textarea.tsx';
import { TextInput } from '../TextInput/TextInput.tsx';
import { ZipInput } from '../ZipInput/ZipInput.tsx';

const optional = '(Opcional)';
const options = [{ value: 'a', label: 'A' }];

// §2: every field widget takes the translated '(Optional)' suffix the same way.
describe("the '(Optional)' label suffix", () => {
  it.each([
    ['TextInput', <TextInput key="x" label="Field" name="f" optionalLabel={optional} />, 'textbox'],
    ['PhoneInput', <PhoneInput key="x" label="Field" name="f" optionalLabel={optional} />, 'textbox'],
    ['DateInput', <DateInput key="x" label="Field" name="f" optionalLabel={optional} />, 'textbox'],
    ['ZipInput', <ZipInput key="x" label="Field" name="f" optionalLabel={optional} />, 'textbox'],
    ['Textarea', <Textarea key="x" label="Field" name="f" optionalLabel={optional} />, 'textbox'],
    ['Select', <Select key="x" label="Field" name="f" options={options} optionalLabel={optional} />, 'combobox'],
    ['Checkbox', <Checkbox key="x" label="Field" name="f" optionalLabel={optional} />, 'checkbox'],
    ['RadioGroup', <RadioGroup key="x" legend="Field" name="f" options={options} value="" onChange={() => {}} optionalLabel={optional} />, 'group'],
    ['CheckboxGroup', <CheckboxGroup key="x" legend="Field" name="f" options={options} values={[]} onChange={() => {}} optionalLabel={optional} />, 'group'],
  ] as const)('%s names the field "Field (Opcional)"', (_name, element, role) => {
    renderWithTheme(element);
    expect(screen.getByRole(role, { name: 'Field (Opcional)' })).toBeInTheDocument();
  });
});
