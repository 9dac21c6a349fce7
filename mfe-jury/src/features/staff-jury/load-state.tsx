import { Alert, isForbidden, useTranslation, type ApiLoad } from '@court/kit';
import { useFieldMessage } from '@court/kit/forms';
import { StaffLoadState } from '@court/kit/staff';

export interface LoadStateProps<T> {
  load: ApiLoad<T>;
  retry: () => void;
  /** Said while loading, already translated. */
  loading: string;
}

/** What a section shows until its data is there: a loading line, or why it is not coming. */
export function LoadState<T>({ load, retry, loading }: LoadStateProps<T>) {
  const { t } = useTranslation('staffJury');
  const fieldMessage = useFieldMessage();
  // The page's gate let the user in, so a refusal of one section is unexpected: it is announced
  // where the section's data would be, while the other sections stay usable.
  if (isForbidden(load)) {
    return (
      <Alert kind="error" slim>
        <p className="usa-alert__text">{fieldMessage('staff.forbidden')}</p>
      </Alert>
    );
  }
  // The jury's staff addresses are fixed and their queries come from the API's own lists: a
  // 404 or a 400 there is a fault, not something the clerk can change.
  return (
    <StaffLoadState
      load={load}
      retry={retry}
      texts={{ loading, failed: t('failed'), retry: t('retry') }}
      loadingClassName="court-staff-jury__loading"
    />
  );
}
