import {
  STAFF_ACCOUNTS_PATH,
  type StaffAccount,
  type StaffAccountList,
  type StaffRole,
} from '@court/contract';
import { useTranslation } from '@court/kit';
import { STAFF_ACCOUNTS_NS } from './staff-accounts-translations';

/**
 * The API address of one account; `password-link` requires a new password of it,
 * `second-factor/reset` removes its authentication app.
 */
export function accountPath(
  username: string,
  action?: 'password-link' | 'second-factor/reset',
): string {
  const path = `${STAFF_ACCOUNTS_PATH}/${encodeURIComponent(username)}`;
  return action ? `${path}/${action}` : path;
}

/** The list with `account` as the API now has it, in its place by username. */
export function withAccount(list: StaffAccountList, account: StaffAccount): StaffAccountList {
  const others = list.accounts.filter((item) => item.username !== account.username);
  return {
    // Code-point order, as the API sorts them.
    accounts: [...others, account].sort((a, b) => (a.username < b.username ? -1 : 1)),
  };
}

/** Names a list of roles in the page's language; a role newer than this page goes by its key. */
export function useRoleNames(): (roles: readonly StaffRole[]) => string {
  const { t } = useTranslation(STAFF_ACCOUNTS_NS);
  return (roles) => roles.map((role) => t(`roles.${role}.name`, { defaultValue: role })).join(', ');
}
