import { useRef, useState, type ReactNode } from 'react';
import { Alert, CourtDialog, useStaffStore, type ApiResult } from '@court/kit';

/** What the API (or the network) answered instead of doing the confirmed action. */
export type StaffConfirmFailure = Extract<ApiResult<unknown>, { ok: false }>;

export interface StaffConfirmDialogProps<T> {
  /** The question, already translated; it names the dialog and takes focus on open. */
  heading: string;
  /** Text of the button that does the action, already translated. */
  confirmLabel: string;
  /** Text of the button that leaves without doing it ("Cancel", "Keep the alert"). */
  closeLabel: string;
  /**
   * Shows the confirm button as the page's main action, for one that gives something back (an
   * account enabled). By default it is USWDS's secondary (red), for one that takes away.
   */
  primary?: boolean;
  /** Sends the action; resolves with the API's answer, its data already checked. */
  send: () => Promise<ApiResult<T>>;
  /** The API did it; the caller closes the dialog. */
  onDone: (data: T) => void;
  /**
   * Told of a failure other than a 401; returns the words to show in the dialog, or null where
   * the caller has said it elsewhere (a 409 sent back to the list). By default the API's message.
   */
  onFailure?: (failure: StaffConfirmFailure) => string | null;
  /** Called on the close button or Escape; the caller unmounts the dialog. */
  onClose: () => void;
  /** What the action will do, shown before any failure. */
  children: ReactNode;
  /** Fields the action takes, shown after the failure, so that its words are read first. */
  fields?: ReactNode;
}

const apiMessage = (failure: StaffConfirmFailure) => failure.error;

/**
 * How a staff tool asks before an action that cannot simply be taken back: a CourtDialog (focus
 * on its heading, back on the opener when it closes) whose confirm button sends the action once.
 * A 401 means the session ended: the staff gate then asks for a sign-in again, in place of the
 * tool. Any other failure is said inside the dialog, where focus is, and the person may try
 * again or leave.
 */
export function StaffConfirmDialog<T>({
  heading,
  confirmLabel,
  closeLabel,
  primary = false,
  send,
  onDone,
  onFailure = apiMessage,
  onClose,
  children,
  fields,
}: StaffConfirmDialogProps<T>) {
  const clearStaffUser = useStaffStore((state) => state.clearStaffUser);
  const [isSending, setIsSending] = useState(false);
  // Read at the press itself: two presses in one tick both see the state before either render.
  const sending = useRef(false);
  // Each failure mounts a new alert, so the same words are announced again.
  const [failure, setFailure] = useState<{ text: string; key: number } | null>(null);

  async function confirm() {
    // A second press while the first is on its way must not send the request twice.
    if (sending.current) return;
    sending.current = true;
    setIsSending(true);
    const result = await send().finally(() => {
      sending.current = false;
    });
    setIsSending(false);
    if (result.ok) {
      onDone(result.data);
      return;
    }
    if (result.status === 401) {
      clearStaffUser();
      return;
    }
    const text = onFailure(result);
    if (text !== null) setFailure((previous) => ({ text, key: (previous?.key ?? 0) + 1 }));
  }

  return (
    <CourtDialog
      heading={heading}
      closeLabel={closeLabel}
      onClose={onClose}
      actions={
        <button
          type="button"
          className={`usa-button${primary ? '' : ' usa-button--secondary'}`}
          // Not `disabled`: a disabled button would drop focus while the request is on its way.
          aria-disabled={isSending || undefined}
          onClick={() => void confirm()}
        >
          {confirmLabel}
        </button>
      }
    >
      {children}
      {failure ? (
        <Alert key={failure.key} kind="error" slim>
          <p className="usa-alert__text">{failure.text}</p>
        </Alert>
      ) : null}
      {fields}
    </CourtDialog>
  );
}
