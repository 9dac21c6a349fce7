import { useState } from 'react';
import { STAFF_ROLES } from '@court/contract';
import { PageHeading, useTranslation } from '@court/kit';
import { StaffGate } from '@court/kit/staff';
import { StaffPasskeys } from './staff-passkeys';
import { STAFF_ME_NS } from './staff-me-translations';

/**
 * The page itself: one section per part of how the person signs in, each under its own h2.
 * Their passkeys are the first.
 */
function YourSignIn() {
  const { t } = useTranslation(STAFF_ME_NS);
  const [passkeysHaveError, setPasskeysHaveError] = useState(false);
  return (
    <div className="court-page">
      <PageHeading hasError={passkeysHaveError}>{t('heading')}</PageHeading>
      <p>{t('intro')}</p>
      <StaffPasskeys onErrorChange={setPasskeysHaveError} />
    </div>
  );
}

/** /staff/me: how the signed-in member of staff signs in; any staff role may see their own. */
export function StaffMePage() {
  return (
    <StaffGate roles={STAFF_ROLES}>
      <YourSignIn />
    </StaffGate>
  );
}
