export { useCourtForm, CourtForm, type CourtFormOptions, type CourtFormProps } from './court-form';
export { usePostedForm, type PostedForm } from './posted-form';
export { CourtFieldGroup, type CourtFieldGroupProps } from './court-field-group';
export {
  useFormController,
  type CourtFormController,
  type FormControllerOptions,
  type SubmitOutcome,
} from './form-controller';
export {
  classNames,
  fieldId,
  FieldFrame,
  useCourtField,
  type CourtField,
  type FieldProps,
} from './field-frame';
export {
  TextField,
  CaseNumberField,
  EmailField,
  PasswordField,
  type TextFieldProps,
  type PasswordFieldProps,
  type CaseNumberFieldProps,
  type EmailFieldProps,
} from './text-field';
export { DateField, type DateFieldProps } from './date-field';
export { TimeField, type TimeFieldProps } from './time-field';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
export { FileField, type FileFieldProps } from './file-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field';
export { RadioGroupField, type RadioGroupFieldProps, type RadioOption } from './radio-group-field';
export { TextareaField, type TextareaFieldProps } from './textarea-field';
export { HoneypotField, type HoneypotFieldProps } from './honeypot-field';
export { FIELD_MESSAGES_NS, useFieldMessage } from './validation-texts';
export { ErrorSummary, type ErrorSummaryProps, type ErrorSummaryItem } from './error-summary';
export { SubmitButton, type SubmitButtonProps } from './submit-button';
export { FormSuccess, type FormSuccessProps } from './form-success';
export { validateWithSchema, flattenErrors, type FieldErrorEntry } from './field-errors';
export {
  UploadProgressBar,
  useFileUpload,
  type FileUpload,
  type UploadState,
} from './upload-progress';
