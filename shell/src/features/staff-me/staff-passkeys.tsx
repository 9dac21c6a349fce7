import { useId, useState } from 'react';
import {
  formatCourtDate,
  STAFF_PASSKEYS_PATH,
  type PasskeysChanged,
  type StaffPasskey,
} from '@court/contract';
import { ScrollableTable, useApiGet, useLanguage, useTranslation } from '@court/kit';
import {
  StaffConfirmation,
  StaffLoadState,
  StaffPasskeyRegistration,
  useStaffConfirmation,
  useStaffStore,
} from '@court/kit/staff';
import { RemovePasskeyDialog } from './remove-passkey-dialog';
import { STAFF_ME_NS } from './staff-me-translations';

export interface StaffPasskeysProps {
  /** Told whenever the form to add one starts or stops showing errors, for PageHeading. */
  onErrorChange?: (hasError: boolean) => void;
}

function PasskeysTable({
  passkeys,
  onRemove,
}: {
  passkeys: readonly StaffPasskey[];
  onRemove: (passkey: StaffPasskey) => void;
}) {
  const { t } = useTranslation(STAFF_ME_NS);
  const language = useLanguage();
  const courtTime = (value: string) => (
    <time dateTime={value}>{formatCourtDate(value, language, { withTime: true })}</time>
  );
  if (passkeys.length === 0) return <p>{t('passkeys.none')}</p>;
  return (
    <ScrollableTable
      label={t('passkeys.label')}
      caption={t('passkeys.caption')}
      tableClassName="usa-table--compact"
    >
      <thead>
        <tr>
          <th scope="col">{t('passkeys.columns.name')}</th>
          <th scope="col">{t('passkeys.columns.added')}</th>
          <th scope="col">{t('passkeys.columns.lastUsed')}</th>
          <th scope="col">{t('passkeys.columns.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {passkeys.map((passkey) => (
          <tr key={passkey.id}>
            <th scope="row">{passkey.name}</th>
            <td>{courtTime(passkey.createdAt)}</td>
            <td>{passkey.lastUsedAt ? courtTime(passkey.lastUsedAt) : t('passkeys.never')}</td>
            <td>
              <button
                type="button"
                className="usa-button usa-button--unstyled"
                aria-haspopup="dialog"
                onClick={() => onRemove(passkey)}
              >
                {t('passkeys.remove')}
                {/* Names its passkey for screen readers, who may reach it out of its row. */}
                <span className="usa-sr-only">
                  {' '}
                  {t('passkeys.removeOf', { name: passkey.name })}
                </span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

/**
 * The person's passkeys (GET staff/passkeys): each with when it was added and last used, and a
 * button that removes it after a confirmation; then the form that adds one. Each change is said
 * in the staff confirmation, which takes focus, as the button that was pressed has gone.
 */
export function StaffPasskeys({ onErrorChange }: StaffPasskeysProps) {
  const { t } = useTranslation(STAFF_ME_NS);
  const headingId = useId();
  const addHeadingId = useId();
  const setStaffUser = useStaffStore((state) => state.setStaffUser);
  const { load, reload, update } = useApiGet(STAFF_PASSKEYS_PATH, 'staffPasskeys');
  const { confirmation, confirm, clear } = useStaffConfirmation();
  const [removing, setRemoving] = useState<StaffPasskey | null>(null);
  // A new key gives an empty form after a passkey was added.
  const [formKey, setFormKey] = useState(0);

  /** Shows the passkeys as the API answered them; an unreadable answer reloads them instead. */
  function show(changed: PasskeysChanged | null) {
    if (!changed) {
      reload();
      return;
    }
    setStaffUser(changed.user);
    update(() => ({ passkeys: changed.passkeys }));
  }

  function handleAdded(changed: PasskeysChanged) {
    const added = changed.passkeys.at(-1);
    setFormKey((previous) => previous + 1);
    show(changed);
    if (added) confirm(t('passkeys.added', { name: added.name }));
  }

  function handleRemoved(passkey: StaffPasskey) {
    return (changed: PasskeysChanged | null) => {
      setRemoving(null);
      show(changed);
      confirm(t('passkeys.removed', { name: passkey.name }));
    };
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('passkeys.heading')}</h2>
      <p>{t('passkeys.intro')}</p>
      <StaffConfirmation confirmation={confirmation} />
      <StaffLoadState
        load={load}
        retry={reload}
        texts={{
          loading: t('passkeys.loading'),
          failed: t('passkeys.failed'),
          retry: t('passkeys.retry'),
        }}
      >
        {({ passkeys }) => (
          <PasskeysTable
            passkeys={passkeys}
            onRemove={(passkey) => {
              clear();
              setRemoving(passkey);
            }}
          />
        )}
      </StaffLoadState>

      <h3 id={addHeadingId}>{t('passkeys.addHeading')}</h3>
      <StaffPasskeyRegistration
        key={formKey}
        labelledBy={addHeadingId}
        onAdded={handleAdded}
        onErrorChange={onErrorChange}
      />

      {removing ? (
        <RemovePasskeyDialog
          passkey={removing}
          onRemoved={handleRemoved(removing)}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </section>
  );
}
