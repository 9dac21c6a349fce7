import { useEffect, useRef, useState } from 'react';
import {
  MIN_PASSWORD_LENGTH,
  PASSWORD_LINK_ENDPOINT,
  type FieldErrors,
  type PasswordLinkStatus,
  type SetPasswordRequest,
} from '@court/contract';
import {
  Alert,
  apiRequest,
  LocalizedLink,
  NEEDS_SCRIPT_CLASS,
  PageHeading,
  PageNeedsScript,
  useApiGet,
  useHydrated,
  useLocation,
  useTranslation,
  type ApiLoad,
} from '@court/kit';
import { PasswordField } from '@court/kit/forms';
import { StaffConfirmation, StaffForm, useStaffConfirmation } from '@court/kit/staff';
import { STAFF_SET_PASSWORD_NS } from './staff-set-password-translations';

interface PasswordValues {
  password: string;
  confirmation: string;
}

const EMPTY: PasswordValues = { password: '', confirmation: '' };

/** The browser's checks; the API checks the length again, in the same words. */
function validatePasswords({ password, confirmation }: PasswordValues): FieldErrors {
  const errors: FieldErrors = {};
  if (password.length < MIN_PASSWORD_LENGTH) errors.password = 'staff.password.tooShort';
  if (confirmation !== password) {
    errors.confirmation = `${STAFF_SET_PASSWORD_NS}:confirmationDiffers`;
  }
  return errors;
}

function linkPath(token: string): string {
  return `${PASSWORD_LINK_ENDPOINT}?token=${encodeURIComponent(token)}`;
}

type Step =
  | { kind: 'checking' }
  | { kind: 'invalid' }
  | { kind: 'unreachable' }
  | { kind: 'choosing'; token: string; link: PasswordLinkStatus }
  | { kind: 'set' };

/** Where the page stands, from the link's check and what sending the password came to. */
function stepOf(
  token: string | null | undefined,
  load: ApiLoad<PasswordLinkStatus>,
  sent: 'set' | 'invalid' | null,
): Step {
  if (token === undefined) return { kind: 'checking' };
  if (token === null || sent === 'invalid') return { kind: 'invalid' };
  if (sent === 'set') return { kind: 'set' };
  switch (load.status) {
    case 'loading':
      return { kind: 'checking' };
    case 'ready':
      return { kind: 'choosing', token, link: load.data };
    case 'failed':
      return { kind: 'unreachable' };
    default:
      return { kind: 'invalid' };
  }
}

interface PasswordFormProps {
  token: string;
  link: PasswordLinkStatus;
  onSet: () => void;
  /** The link stopped working while the password was being chosen (expired, replaced). */
  onInvalid: () => void;
  onErrorChange: (hasError: boolean) => void;
}

function PasswordForm({ token, link, onSet, onInvalid, onErrorChange }: PasswordFormProps) {
  const { t } = useTranslation(STAFF_SET_PASSWORD_NS);

  async function submit({ password }: PasswordValues) {
    const body: SetPasswordRequest = { token, password };
    const result = await apiRequest<unknown>('POST', PASSWORD_LINK_ENDPOINT, body);
    if (!result.ok && result.status === 404) {
      onInvalid();
      return undefined;
    }
    return result;
  }

  return (
    <>
      <p>{t('greeting', { name: link.displayName, username: link.username })}</p>
      <StaffForm<PasswordValues, unknown>
        initialValues={EMPTY}
        validate={validatePasswords}
        submit={submit}
        onSuccess={onSet}
        submitLabel={t('submit')}
        onErrorChange={onErrorChange}
      >
        {/* Lets a password manager file the new password under the right username. */}
        <input type="text" autoComplete="username" value={link.username} readOnly hidden />
        <PasswordField
          name="password"
          label={t('password')}
          hint={t('rules', { min: MIN_PASSWORD_LENGTH })}
          autoComplete="new-password"
        />
        <PasswordField name="confirmation" label={t('confirmation')} autoComplete="new-password" />
      </StaffForm>
    </>
  );
}

/**
 * /staff/set-password?token=: where the link the court e-mails a member of staff leads. It says
 * whose account the link is for, and takes the password they choose; a link that cannot be used
 * says so, with whom to ask for a new one, and shows no form.
 */
export function StaffSetPasswordPage() {
  const { t } = useTranslation(STAFF_SET_PASSWORD_NS);
  const { search } = useLocation();
  // The server renders this page without its query: the token is read once the script runs, so
  // the browser's first render matches the HTML it was sent.
  const token = useHydrated() ? new URLSearchParams(search).get('token') || null : undefined;
  const { load, reload } = useApiGet(token ? linkPath(token) : null, 'passwordLinkStatus');
  const [sent, setSent] = useState<'set' | 'invalid' | null>(null);
  const [hasError, setHasError] = useState(false);
  const { confirmation, confirm } = useStaffConfirmation();
  const invalidRef = useRef<HTMLDivElement>(null);
  const step = stepOf(token, load, sent);

  useEffect(() => {
    // The button that was pressed has gone with the form: the reason takes focus, to be read.
    if (sent === 'invalid') invalidRef.current?.focus();
  }, [sent]);

  function handleInvalid() {
    // The form goes, and its errors with it.
    setHasError(false);
    setSent('invalid');
  }

  function handleSet(username: string) {
    setSent('set');
    confirm(t('done', { username }));
  }

  return (
    <div className="court-page">
      <PageHeading hasError={hasError}>{t('heading')}</PageHeading>
      <StaffConfirmation confirmation={confirmation} />
      {step.kind === 'checking' ? (
        <>
          <p className={`court-loading ${NEEDS_SCRIPT_CLASS}`} role="status">
            {t('checking')}
          </p>
          {/* The server sends the page checking: only the script reads the link. */}
          <PageNeedsScript />
        </>
      ) : null}
      {step.kind === 'invalid' ? (
        <div ref={invalidRef} tabIndex={-1}>
          <Alert kind="warning">
            <p className="usa-alert__text">{t('invalid')}</p>
          </Alert>
        </div>
      ) : null}
      {step.kind === 'unreachable' ? (
        <Alert kind="error">
          <p className="usa-alert__text">{t('failed')}</p>
          <button type="button" className="usa-button usa-button--outline" onClick={reload}>
            {t('retry')}
          </button>
        </Alert>
      ) : null}
      {step.kind === 'choosing' ? (
        <PasswordForm
          token={step.token}
          link={step.link}
          onSet={() => handleSet(step.link.username)}
          onInvalid={handleInvalid}
          onErrorChange={setHasError}
        />
      ) : null}
      {step.kind === 'set' ? (
        <p>
          <LocalizedLink to="staff" className="usa-link">
            {t('signIn')}
          </LocalizedLink>
        </p>
      ) : null}
    </div>
  );
}
