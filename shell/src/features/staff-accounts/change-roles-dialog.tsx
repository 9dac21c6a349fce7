import type {
  FieldErrors,
  StaffAccount,
  StaffAccountChangeRequest,
  StaffRole,
} from '@court/contract';
import { apiRequest, checkedWriteAnswer, CourtDialog, useTranslation } from '@court/kit';
import { StaffForm, useStaffStore } from '@court/kit/staff';
import { accountPath } from './account-values';
import { RolesFieldset } from './roles-fieldset';
import { STAFF_ACCOUNTS_NS } from './staff-accounts-translations';

/** Named apart from the new-account form's roles, whose boxes are on the page behind the dialog. */
const FIELD = 'accountRoles';

interface RolesValues {
  accountRoles: StaffRole[];
}

function validateRoles({ accountRoles }: RolesValues): FieldErrors {
  return accountRoles.length > 0 ? {} : { [FIELD]: 'staff.account.roles.required' };
}

export interface ChangeRolesDialogProps {
  account: StaffAccount;
  /** The administrator's own account, whose admin role the API keeps. */
  isOwn: boolean;
  /** The API saved the roles: the account as it now is, or null when its answer was unreadable. */
  onDone: (account: StaffAccount | null) => void;
  onClose: () => void;
  /** Told whenever the form starts or stops showing errors, for the page title. */
  onErrorChange: (hasError: boolean) => void;
}

/**
 * The account's roles as checkboxes (PATCH staff/accounts/:username). Administrators cannot drop
 * their own admin role, so that box is fixed on their own account; should the API still refuse
 * (another administrator changed the accounts meanwhile), its words show in the error summary.
 */
export function ChangeRolesDialog({
  account,
  isOwn,
  onDone,
  onClose,
  onErrorChange,
}: ChangeRolesDialogProps) {
  const { t } = useTranslation(STAFF_ACCOUNTS_NS);
  const clearStaffUser = useStaffStore((state) => state.clearStaffUser);
  const texts = { name: account.displayName, username: account.username };

  async function submit({ accountRoles }: RolesValues) {
    const body: StaffAccountChangeRequest = { roles: accountRoles };
    const result = await apiRequest<unknown>('PATCH', accountPath(account.username), body);
    if (result.ok) return checkedWriteAnswer(result, 'staffAccount');
    if (result.status === 401) clearStaffUser();
    const { roles, ...others } = result.errors;
    return { ...result, errors: roles === undefined ? others : { ...others, [FIELD]: roles } };
  }

  return (
    <CourtDialog
      heading={t('rolesDialog.heading', texts)}
      closeLabel={t('rolesDialog.cancel')}
      onClose={onClose}
    >
      <StaffForm<RolesValues, StaffAccount | null>
        initialValues={{ accountRoles: account.roles }}
        validate={validateRoles}
        submit={submit}
        onSuccess={onDone}
        submitLabel={t('rolesDialog.submit')}
        onErrorChange={onErrorChange}
      >
        <RolesFieldset
          name={FIELD}
          legend={t('rolesDialog.legend', texts)}
          hint={isOwn ? t('rolesDialog.ownHint') : t('rolesDialog.hint')}
          fixedRoles={isOwn ? ['admin'] : []}
        />
      </StaffForm>
    </CourtDialog>
  );
}
