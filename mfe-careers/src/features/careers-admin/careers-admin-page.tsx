import { useCallback, useState } from 'react';
import { courtDateOf, type StaffCareerPosting } from '@court/contract';
import {
  Alert,
  checkedApiRequest,
  LocalizedLink,
  localizedPath,
  registerTranslations,
  useLanguage,
  useNavigate,
  useSiteStore,
  useTranslation,
} from '@court/kit';
import {
  StaffConfirmation,
  StaffLoadState,
  type StaffSignInRefusal,
  StaffToolFrame,
  StaffToolPage,
  useStaffConfirmation,
  useStaffStore,
  useStaffToolErrors,
} from '@court/kit/staff';
import { AddPostingDialog, EditTitleDialog } from './posting-dialogs';
import { PostingsTable } from './postings-table';
import { POSTINGS_PATH, useStaffPostings } from './use-staff-postings';
import en from './en.json';
import es from './es.json';
import './careers-admin.css';

registerTranslations('careersAdmin', { en, es });

type OpenDialog =
  { kind: 'add'; today: string } | { kind: 'edit'; posting: StaffCareerPosting } | null;

/** The admin itself, for a signed-in member of staff with the careers (or admin) role. */
function CareersAdmin() {
  const { t } = useTranslation('careersAdmin');
  const clearStaffUser = useStaffStore((state) => state.clearStaffUser);
  const { load, reload, save } = useStaffPostings();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const reportDialogErrors = useStaffToolErrors();
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const { confirmation, confirm, clear: clearConfirmation } = useStaffConfirmation();
  // Counts failed updates in a row: each one mounts a new alert, so it is announced again.
  const [failures, setFailures] = useState(0);

  const closeDialog = useCallback(() => {
    setDialog(null);
    reportDialogErrors(false);
  }, [reportDialogErrors]);

  function settle(id: number) {
    setPending((previous) => new Set([...previous].filter((item) => item !== id)));
  }

  async function toggle(posting: StaffCareerPosting, active: boolean) {
    setPending((previous) => new Set(previous).add(posting.id));
    clearConfirmation();
    // The box shows the new state at once; it goes back if the API does not take it.
    save({ ...posting, active });
    const result = await checkedApiRequest(
      'PATCH',
      `${POSTINGS_PATH}/${posting.id}`,
      'staffCareerPosting',
      { active },
    );
    settle(posting.id);
    if (result.ok) {
      save(result.data);
      setFailures(0);
      confirm(t(result.data.active ? 'activated' : 'expired', { title: result.data.title }));
      return;
    }
    save(posting);
    if (result.status === 401) clearStaffUser();
    else setFailures((previous) => previous + 1);
  }

  function finish(posting: StaffCareerPosting | null, message: (title: string) => string) {
    closeDialog();
    if (!posting) {
      reload();
      return;
    }
    save(posting);
    setFailures(0);
    confirm(message(posting.title));
  }

  return (
    <StaffToolFrame
      load={load}
      className="court-careers-admin"
      heading={t('heading')}
      intro={t('intro')}
    >
      {/* Focus stays on the box that was ticked, or goes back to the button that opened the
          dialog: the confirmation is announced where it appears. */}
      <StaffConfirmation confirmation={confirmation} takesFocus={false} />
      {failures > 0 ? (
        <Alert key={failures} kind="error" slim>
          <p className="usa-alert__text">{t('updateFailed')}</p>
        </Alert>
      ) : null}
      {/* The list's address is fixed and takes no query: a 404 or a 400 is a fault. */}
      <StaffLoadState
        load={load}
        retry={reload}
        texts={{ loading: t('loading'), failed: t('failed'), retry: t('retry') }}
      >
        {(postings) => (
          <>
            <p>
              <button
                type="button"
                className="usa-button"
                aria-haspopup="dialog"
                onClick={() => setDialog({ kind: 'add', today: courtDateOf(new Date()) })}
              >
                {t('addOpen')}
              </button>
            </p>
            {postings.length === 0 ? (
              <p>{t('none')}</p>
            ) : (
              <PostingsTable
                postings={postings}
                pending={pending}
                onToggle={(posting, active) => void toggle(posting, active)}
                onEditTitle={(posting) => setDialog({ kind: 'edit', posting })}
              />
            )}
          </>
        )}
      </StaffLoadState>
      <p>
        <LocalizedLink to="careers" className="usa-link">
          {t('publicPage')}
        </LocalizedLink>
      </p>
      {dialog?.kind === 'add' ? (
        <AddPostingDialog
          today={dialog.today}
          onDone={(posting) => finish(posting, (title) => t('added', { title }))}
          onClose={closeDialog}
          onErrorChange={reportDialogErrors}
        />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <EditTitleDialog
          posting={dialog.posting}
          onDone={(posting) => finish(posting, (title) => t('renamed', { title }))}
          onClose={closeDialog}
          onErrorChange={reportDialogErrors}
        />
      ) : null}
    </StaffToolFrame>
  );
}

/**
 * careers_admin: careers staff (and administrators) add job postings with their PDF, expire
 * them, and correct their titles. Signing in happens here; wrong credentials send the visitor
 * to the public careers page with a notice, as the original site's password prompt did.
 */
export default function CareersAdminPage() {
  const { t } = useTranslation('careersAdmin');
  const language = useLanguage();
  const navigate = useNavigate();
  const showToast = useSiteStore((state) => state.showToast);

  function sendToCareers(refusal: StaffSignInRefusal) {
    showToast(t('signInFailed', { reason: refusal.error }), 'error');
    void navigate(localizedPath('careers', language), { replace: true });
  }

  return (
    <StaffToolPage roles={['careers']} onSignInFailed={sendToCareers}>
      <CareersAdmin />
    </StaffToolPage>
  );
}
