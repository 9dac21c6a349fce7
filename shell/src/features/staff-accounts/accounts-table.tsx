import { formatCourtDate, type StaffAccount } from '@court/contract';
import { ScrollableTable, useLanguage, useTranslation } from '@court/kit';
import type { AccountAction } from './account-action-dialog';
import { useRoleNames } from './account-values';
import { STAFF_ACCOUNTS_NS } from './staff-accounts-translations';

export interface AccountsTableProps {
  accounts: readonly StaffAccount[];
  /** The signed-in administrator, who cannot disable their own account nor reset its app. */
  ownUsername: string;
  onChangeRoles: (account: StaffAccount) => void;
  onAction: (account: StaffAccount, action: AccountAction) => void;
}

/**
 * Every account with what an administrator needs to know about it (roles, whether the person has
 * set a password, their authentication app and passkeys, disabled, sign-in slowed), its times in
 * the court's time zone, and its actions.
 */
export function AccountsTable({
  accounts,
  ownUsername,
  onChangeRoles,
  onAction,
}: AccountsTableProps) {
  const { t } = useTranslation(STAFF_ACCOUNTS_NS);
  const language = useLanguage();
  const roleNames = useRoleNames();
  /** "Authentication app", "Authentication app, 2 passkeys", "1 passkey" or "None". */
  const secondFactorText = ({ secondFactor, passkeys }: StaffAccount) => {
    const parts = [
      ...(secondFactor ? [t('list.secondFactorApp')] : []),
      ...(passkeys > 0 ? [t('list.secondFactorPasskeys', { count: passkeys })] : []),
    ];
    return parts.length > 0 ? parts.join(', ') : t('list.secondFactorNone');
  };
  const courtTime = (value: string) => (
    <time dateTime={value}>{formatCourtDate(value, language, { withTime: true })}</time>
  );
  return (
    <ScrollableTable
      label={t('list.label')}
      caption={t('list.caption')}
      tableClassName="usa-table--compact"
    >
      <thead>
        <tr>
          <th scope="col">{t('list.columns.name')}</th>
          <th scope="col">{t('list.columns.username')}</th>
          <th scope="col">{t('list.columns.email')}</th>
          <th scope="col">{t('list.columns.roles')}</th>
          <th scope="col">{t('list.columns.lastSignIn')}</th>
          <th scope="col">{t('list.columns.password')}</th>
          <th scope="col">{t('list.columns.secondFactor')}</th>
          <th scope="col">{t('list.columns.state')}</th>
          <th scope="col">{t('list.columns.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {accounts.map((account) => {
          const names = { name: account.displayName, username: account.username };
          // Each button names its account for screen readers, who may reach it out of its row.
          const of = (
            key: 'changeRolesOf' | 'newPasswordOf' | 'resetSecondFactorOf' | 'accountOf',
          ) => <span className="usa-sr-only"> {t(`list.${key}`, names)}</span>;
          const isOwn = account.username === ownUsername;
          const hasSecondFactor = account.secondFactor || account.passkeys > 0;
          return (
            <tr key={account.username}>
              <th scope="row">{account.displayName}</th>
              <td>{account.username}</td>
              <td className="court-staff-accounts__email">{account.email}</td>
              <td>{roleNames(account.roles)}</td>
              <td>{account.lastSignInAt ? courtTime(account.lastSignInAt) : t('list.never')}</td>
              <td>{account.passwordSet ? t('list.passwordSet') : t('list.passwordWaiting')}</td>
              <td>{secondFactorText(account)}</td>
              <td>
                {account.disabled ? t('list.disabled') : t('list.active')}
                {account.signInSlowedUntil ? (
                  <>
                    <br />
                    {t('list.slowedUntil', {
                      time: formatCourtDate(account.signInSlowedUntil, language, {
                        withTime: true,
                      }),
                    })}
                  </>
                ) : null}
                {account.secondFactorLocked ? (
                  <>
                    <br />
                    {t('list.secondFactorLocked')}
                  </>
                ) : null}
              </td>
              <td>
                <div className="court-staff-accounts__actions">
                  <button
                    type="button"
                    className="usa-button usa-button--unstyled"
                    aria-haspopup="dialog"
                    onClick={() => onChangeRoles(account)}
                  >
                    {t('list.changeRoles')}
                    {of('changeRolesOf')}
                  </button>
                  {/* The link of a disabled account could not be used: the API refuses it. */}
                  {account.disabled ? null : (
                    <button
                      type="button"
                      className="usa-button usa-button--unstyled"
                      aria-haspopup="dialog"
                      onClick={() => onAction(account, 'newPassword')}
                    >
                      {t('list.newPassword')}
                      {of('newPasswordOf')}
                    </button>
                  )}
                  {/*
                    Only a second factor can be reset: the API refuses an account without one,
                    and one's own, so that a stolen session cannot drop the factor protecting it.
                  */}
                  {hasSecondFactor && isOwn ? <span>{t('list.ownSecondFactor')}</span> : null}
                  {hasSecondFactor && !isOwn ? (
                    <button
                      type="button"
                      className="usa-button usa-button--unstyled"
                      aria-haspopup="dialog"
                      onClick={() => onAction(account, 'resetSecondFactor')}
                    >
                      {t('list.resetSecondFactor')}
                      {of('resetSecondFactorOf')}
                    </button>
                  ) : null}
                  {isOwn ? (
                    <span>{t('list.ownAccount')}</span>
                  ) : (
                    <button
                      type="button"
                      className="usa-button usa-button--unstyled"
                      aria-haspopup="dialog"
                      onClick={() => onAction(account, account.disabled ? 'enable' : 'disable')}
                    >
                      {account.disabled ? t('list.enable') : t('list.disable')}
                      {of('accountOf')}
                    </button>
                  )}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollableTable>
  );
}
