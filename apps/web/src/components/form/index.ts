export {
  contractResolver,
  flatFieldErrors,
  refusingUnreadable,
  serverFieldErrors,
  type Contract,
  type ContractMapping,
} from './contract-resolver';
export {
  adoptServerValues,
  useContractForm,
  type ContractForm,
  type ContractFormOptions,
} from './use-contract-form';
export {
  ContractFormRoot,
  FormCheckbox,
  FormDateField,
  FormPasswordField,
  FormSelectField,
  FormTextAreaField,
  FormSwitch,
  FormTextField,
  FormTimeField,
  useFieldError,
  useFormValue,
} from './form-fields';
export { DEFAULT_PHONE_PREFIX, PhoneField, displayPhone, withoutOfferedPrefix } from './phone-field';
export { FormFooter, FormStatus, SubmitButton } from './form-footer';
export { ContractFormDialog } from './form-dialog';
