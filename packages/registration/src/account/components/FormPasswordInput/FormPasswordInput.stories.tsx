import type { Meta, StoryObj } from '@storybook/react-vite';
import { Formik } from 'formik';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { FormPasswordInput } from './FormPasswordInput.tsx';

const meta: Meta<typeof FormPasswordInput> = {
  title: 'registration/account/FormPasswordInput',
  component: FormPasswordInput,
  args: { name: 'password', label: 'Current password', autoComplete: 'current-password', required: true },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale}>
      <Formik initialValues={{ password: 'Harbor-Lantern-42' }} onSubmit={() => undefined}>
        <FormPasswordInput {...args} />
      </Formik>
    </StoryProviders>
  ),
};
export default meta;

/** Hidden as typed; the Show button reveals it. */
export const Hidden: StoryObj<typeof FormPasswordInput> = {};

/** Unavailable while the change is being signed out. */
export const Disabled: StoryObj<typeof FormPasswordInput> = { args: { disabled: true } };
