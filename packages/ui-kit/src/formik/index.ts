// Entry point @portal/ui-kit/formik: the Formik bindings of ui-kit's fields.
// Kept apart from the main entry so pages without forms never load formik.
export {
  RequiredLabel,
  FormTextInput,
  FormPhoneInput,
  FormZipInput,
  FormDateInput,
  FormSelect,
  FormTextarea,
  FormRadioGroup,
  FormCheckbox,
} from './fields.tsx';
export { FocusFirstInvalid } from './FocusFirstInvalid.tsx';
