import { useCallback, useState } from 'react';
import {
  STAFF_ACCOUNTS_PATH,
  type NewStaffAccountRequest,
  type StaffAccount,
} from '@court/contract';
import { useApiGet, useTranslation } from '@court/kit';
import {
  isStaffUser,
  StaffConfirmation,
  StaffLoadState,
  StaffToolFrame,
  StaffToolPage,
  useStaffConfirmation,
  useStaffStore,
  useStaffToolErrors,
} from '@court/kit/staff';
import { AccountActionDialog, type AccountAction } from './account-action-dialog';
import { useRoleNames, withAccount } from './account-values';
import { AccountsTable } from './accounts-table';
import { ChangeRolesDialog } from './change-roles-dialog';
import { NewAccountForm } from './new-account-form';
import { STAFF_ACCOUNTS_NS } from './staff-accounts-translations';

const FORM_HEADING_ID = 'staff-accounts-form-heading';

type OpenDialog = { account: StaffAccount; kind: 'roles' | AccountAction } | null;

/**
 * The page itself: the accounts, a dialog per action on one of them, and the form for a new one.
 * Each success is said in the staff confirmation, which takes focus, since the control that was
 * pressed may have changed (Disable becomes Enable) or been emptied (the form).
 */
function AccountsManager() {
  const { t } = useTranslation(STAFF_ACCOUNTS_NS);
  const roleNames = useRoleNames();
  const staffUser = useStaffStore((state) => state.staffUser);
  const ownUsername = isStaffUser(staffUser) ? staffUser.username : '';
  const { load, reload, update } = useApiGet(STAFF_ACCOUNTS_PATH, 'staffAccounts');
  const reportFormErrors = useStaffToolErrors();
  const reportDialogErrors = useStaffToolErrors();
  // A new key gives an empty form after an account was created.
  const [formKey, setFormKey] = useState(0);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const { confirmation, confirm, clear: clearConfirmation } = useStaffConfirmation();

  const closeDialog = useCallback(() => {
    setDialog(null);
    reportDialogErrors(false);
  }, [reportDialogErrors]);

  /** Shows the account as the API answered it; an unreadable answer reloads the list instead. */
  function show(account: StaffAccount | null) {
    if (account) update((list) => withAccount(list, account));
    else reload();
  }

  function open(account: StaffAccount, kind: 'roles' | AccountAction) {
    clearConfirmation();
    setDialog({ account, kind });
  }

  function handleCreated(account: StaffAccount | null, values: NewStaffAccountRequest) {
    const created = account ?? values;
    confirm(
      t('form.created', {
        name: created.displayName.trim(),
        username: created.username.trim(),
        email: created.email.trim(),
      }),
    );
    setFormKey((previous) => previous + 1);
    show(account);
  }

  function handleDone(kind: 'roles' | AccountAction, before: StaffAccount) {
    return (account: StaffAccount | null) => {
      const after = account ?? before;
      const texts = { name: after.displayName, username: after.username, email: after.email };
      closeDialog();
      confirm(
        kind === 'roles'
          ? t('rolesDialog.done', {
              ...texts,
              roles: roleNames(after.roles),
            })
          : t(`action.${kind}.done`, texts),
      );
      show(account);
    };
  }

  return (
    <StaffToolFrame
      load={load}
      className="court-staff-accounts"
      heading={t('heading')}
      intro={t('intro')}
    >
      <StaffConfirmation confirmation={confirmation} />

      <h2>{t('list.heading')}</h2>
      {/* The list's address is fixed and takes no query: a 404 or a 400 is a fault. */}
      <StaffLoadState
        load={load}
        retry={reload}
        texts={{ loading: t('list.loading'), failed: t('list.failed'), retry: t('list.retry') }}
      >
        {({ accounts }) => (
          <AccountsTable
            accounts={accounts}
            ownUsername={ownUsername}
            onChangeRoles={(account) => open(account, 'roles')}
            onAction={open}
          />
        )}
      </StaffLoadState>

      <h2 id={FORM_HEADING_ID}>{t('form.heading')}</h2>
      <NewAccountForm
        key={formKey}
        labelledBy={FORM_HEADING_ID}
        onCreated={handleCreated}
        onErrorChange={reportFormErrors}
      />

      {dialog?.kind === 'roles' ? (
        <ChangeRolesDialog
          account={dialog.account}
          isOwn={dialog.account.username === ownUsername}
          onDone={handleDone('roles', dialog.account)}
          onClose={closeDialog}
          onErrorChange={reportDialogErrors}
        />
      ) : null}
      {dialog && dialog.kind !== 'roles' ? (
        <AccountActionDialog
          account={dialog.account}
          action={dialog.kind}
          onDone={handleDone(dialog.kind, dialog.account)}
          onClose={closeDialog}
        />
      ) : null}
    </StaffToolFrame>
  );
}

/** /staff/accounts: who may sign in to the staff tools, with which roles; for administrators. */
export function StaffAccountsPage() {
  return (
    <StaffToolPage roles={['admin']}>
      <AccountsManager />
    </StaffToolPage>
  );
}
