import { PASSWORD_LINK_HOURS, SECOND_FACTOR_ROLES, type StaffAccount } from '@court/contract';
import { apiRequest, checkedWriteAnswer, useTranslation, type ApiResult } from '@court/kit';
import { StaffConfirmDialog } from '@court/kit/staff';
import { accountPath } from './account-values';
import { STAFF_ACCOUNTS_NS } from './staff-accounts-translations';

/** What an administrator can do to an account after confirming it. */
export type AccountAction = 'disable' | 'enable' | 'newPassword' | 'resetSecondFactor';

function send(account: StaffAccount, action: AccountAction): Promise<ApiResult<unknown>> {
  switch (action) {
    case 'newPassword':
      return apiRequest<unknown>('POST', accountPath(account.username, 'password-link'));
    case 'resetSecondFactor':
      return apiRequest<unknown>('POST', accountPath(account.username, 'second-factor/reset'));
    default:
      return apiRequest<unknown>('PATCH', accountPath(account.username), {
        disabled: action === 'disable',
      });
  }
}

/**
 * The dialog's second paragraph. After a reset, whether the person must set up a new app at
 * their next sign-in depends on their roles, as the API decides it: say which applies to them.
 */
function noteKey(account: StaffAccount, action: AccountAction): string | null {
  if (action === 'enable') return null;
  if (action === 'resetSecondFactor') {
    const required = account.roles.some((role) => SECOND_FACTOR_ROLES.includes(role));
    return `action.resetSecondFactor.${required ? 'noteRequired' : 'noteOffered'}`;
  }
  return `action.${action}.note`;
}

export interface AccountActionDialogProps {
  account: StaffAccount;
  action: AccountAction;
  /** The API did it: the account as it now is, or null when its answer could not be read. */
  onDone: (account: StaffAccount | null) => void;
  onClose: () => void;
}

/**
 * Says what the action will do to the person before doing it. A refusal (the API keeps the last
 * administrator and one's own account enabled, and resets no one's own app) or a failure is said
 * inside the dialog, where focus is, in the API's words; the administrator may try again or
 * cancel.
 */
export function AccountActionDialog({
  account,
  action,
  onDone,
  onClose,
}: AccountActionDialogProps) {
  const { t } = useTranslation(STAFF_ACCOUNTS_NS);
  const note = noteKey(account, action);
  const texts = {
    name: account.displayName,
    username: account.username,
    email: account.email,
    hours: PASSWORD_LINK_HOURS,
  };

  return (
    <StaffConfirmDialog
      heading={t(`action.${action}.heading`)}
      confirmLabel={t(`action.${action}.confirm`)}
      closeLabel={t('action.cancel')}
      // Enabling gives the person their access back: nothing to warn about.
      primary={action === 'enable'}
      send={async () => checkedWriteAnswer(await send(account, action), 'staffAccount')}
      onDone={onDone}
      onClose={onClose}
    >
      <p>{t(`action.${action}.body`, texts)}</p>
      {note ? <p>{t(note, texts)}</p> : null}
    </StaffConfirmDialog>
  );
}
