import { useEffect, useRef, useState } from 'react';
import {
  API_BASE,
  RETURN_TO_PARAM,
  SIGN_IN_RESULT_PARAM,
  SINGLE_SIGN_ON_START_PATH,
  isSingleSignOnResult,
  staffReturnPath,
  type SingleSignOnProblem,
  type SingleSignOnResult,
} from '@court/contract';
import { Alert, TIDY_ADDRESS_STATE, useLocation, useNavigate } from '@court/kit';
import { useStaffTranslation } from './staff-translations';

/**
 * How the court's single sign-on came back to this page (the API adds ?signIn= to the address),
 * or null. Read once: the parameter is then taken out of the address, so a reload, or the form
 * shown again after signing out, does not show it again.
 */
export function useSingleSignOnReturn(): SingleSignOnResult | null {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [result] = useState(() => {
    const value = new URLSearchParams(search).get(SIGN_IN_RESULT_PARAM);
    return isSingleSignOnResult(value) ? value : null;
  });

  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!params.has(SIGN_IN_RESULT_PARAM)) return;
    params.delete(SIGN_IN_RESULT_PARAM);
    const rest = params.toString();
    void navigate(
      { pathname, search: rest ? `?${rest}` : '', hash },
      { replace: true, state: TIDY_ADDRESS_STATE },
    );
  }, [pathname, search, hash, navigate]);

  return result;
}

/**
 * "Sign in with <provider>": a plain link to the API, which sends the browser to the court's
 * OpenID Connect provider and, once signed in, back to this page. A link rather than a script,
 * so it works however the page is loaded.
 */
export function SingleSignOnLink({ providerName }: { providerName: string }) {
  const { t } = useStaffTranslation();
  const { pathname, search } = useLocation();
  const returnTo = staffReturnPath(`${pathname}${search}`);
  const href = `${API_BASE}/${SINGLE_SIGN_ON_START_PATH}?${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}`;
  return (
    <p>
      <a className="usa-button" href={href}>
        {t('signIn.withProvider', { name: providerName })}
      </a>
    </p>
  );
}

/**
 * Why the single sign-on the person came back from did not sign them in: an error alert,
 * announced, and focused when it appears so that keyboard and screen-reader users start there.
 */
export function SingleSignOnProblemAlert({ problem }: { problem: SingleSignOnProblem }) {
  const { t } = useStaffTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} tabIndex={-1} className="court-sign-in-problem">
      <Alert kind="error">
        <p className="usa-alert__text">{t(`singleSignOn.${problem}`)}</p>
      </Alert>
    </div>
  );
}
