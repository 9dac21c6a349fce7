import {
  PASSWORD_LINK_HOURS,
  STAFF_ACCOUNT_FIELDS,
  STAFF_ACCOUNTS_PATH,
  type FieldErrors,
  type NewStaffAccountRequest,
  type StaffAccount,
} from '@court/contract';
import { apiRequest, checkedWriteAnswer, useTranslation } from '@court/kit';
import { TextField } from '@court/kit/forms';
import { StaffForm, useStaffStore } from '@court/kit/staff';
import { RolesFieldset } from './roles-fieldset';
import { STAFF_ACCOUNTS_NS } from './staff-accounts-translations';

const EMPTY: NewStaffAccountRequest = { username: '', displayName: '', email: '', roles: [] };

/** Only what must be there, in the API's words: it checks each answer's form itself. */
function validateNewAccount(values: NewStaffAccountRequest): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.username.trim()) {
    errors[STAFF_ACCOUNT_FIELDS.username] = 'staff.account.username.required';
  }
  if (!values.displayName.trim()) {
    errors[STAFF_ACCOUNT_FIELDS.displayName] = 'staff.account.displayName.required';
  }
  if (!values.email.trim()) errors[STAFF_ACCOUNT_FIELDS.email] = 'staff.account.email.required';
  if (values.roles.length === 0) {
    errors[STAFF_ACCOUNT_FIELDS.roles] = 'staff.account.roles.required';
  }
  return errors;
}

export interface NewAccountFormProps {
  labelledBy: string;
  /**
   * Told the account the API created, or null when its answer could not be read, with the
   * answers that were sent.
   */
  onCreated: (account: StaffAccount | null, values: NewStaffAccountRequest) => void;
  onErrorChange: (hasError: boolean) => void;
}

/** A new account (POST staff/accounts); the API then e-mails the person a set-password link. */
export function NewAccountForm({ labelledBy, onCreated, onErrorChange }: NewAccountFormProps) {
  const { t } = useTranslation(STAFF_ACCOUNTS_NS);
  const clearStaffUser = useStaffStore((state) => state.clearStaffUser);

  async function submit(values: NewStaffAccountRequest) {
    const body: NewStaffAccountRequest = {
      username: values.username.trim(),
      displayName: values.displayName.trim(),
      email: values.email.trim(),
      roles: values.roles,
    };
    const result = await apiRequest<unknown>('POST', STAFF_ACCOUNTS_PATH, body);
    if (!result.ok && result.status === 401) clearStaffUser();
    return checkedWriteAnswer(result, 'staffAccount');
  }

  return (
    <StaffForm<NewStaffAccountRequest, StaffAccount | null>
      initialValues={EMPTY}
      validate={validateNewAccount}
      submit={submit}
      onSuccess={onCreated}
      submitLabel={t('form.submit')}
      onErrorChange={onErrorChange}
      labelledBy={labelledBy}
    >
      <TextField
        name={STAFF_ACCOUNT_FIELDS.username}
        label={t('form.username')}
        hint={t('form.usernameHint')}
        required
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
      />
      <TextField
        name={STAFF_ACCOUNT_FIELDS.displayName}
        label={t('form.displayName')}
        hint={t('form.displayNameHint')}
        required
        autoComplete="off"
      />
      {/* Not the kit's EmailField: its autocomplete would offer the administrator's own address. */}
      <TextField
        type="email"
        name={STAFF_ACCOUNT_FIELDS.email}
        label={t('form.email')}
        hint={t('form.emailHint')}
        required
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
      />
      <RolesFieldset
        name={STAFF_ACCOUNT_FIELDS.roles}
        legend={t('form.rolesLegend')}
        hint={t('form.rolesHint')}
      />
      <p>{t('form.linkExplained', { hours: PASSWORD_LINK_HOURS })}</p>
    </StaffForm>
  );
}
