import { useCallback, useEffect, useRef, useState } from 'react';

/** A confirmation being shown; `key` is new each time, so the same words are announced again. */
export interface StaffConfirmationState {
  text: string;
  key: number;
}

/** The confirmation a staff tool shows, with the calls that show a new one and remove it. */
export interface StaffConfirmationControl {
  confirmation: StaffConfirmationState | null;
  /** Shows this confirmation, already translated, in place of the last one. */
  confirm: (text: string) => void;
  /** Removes the confirmation, e.g. when the next action starts or fails. */
  clear: () => void;
}

/** State for a StaffConfirmation: what was last confirmed, and the calls that change it. */
export function useStaffConfirmation(): StaffConfirmationControl {
  const [confirmation, setConfirmation] = useState<StaffConfirmationState | null>(null);
  const count = useRef(0);
  const confirm = useCallback((text: string) => {
    count.current += 1;
    setConfirmation({ text, key: count.current });
  }, []);
  const clear = useCallback(() => setConfirmation(null), []);
  return { confirmation, confirm, clear };
}

export interface StaffConfirmationProps {
  confirmation: StaffConfirmationState | null;
  /**
   * Whether a new confirmation takes focus (the default). Pass false where focus must stay on the
   * control that was used: a checkbox that saves as it is ticked (moving focus on a change of
   * setting is a change of context, WCAG 3.2.2), or a dialog's button, to which focus returns.
   */
  takesFocus?: boolean;
  className?: string;
}

/**
 * How every staff tool confirms that something was done: a success alert in the page, where the
 * action happened, that takes focus. Not a toast: a toast disappears after a few seconds and never
 * takes focus, so a keyboard user cannot reach it before it goes and a screen-reader user may
 * hear it cut short or not at all. The alert stays until the next action, can be read again, and
 * focus on it starts the next step from there, which matters when the button that was pressed
 * has gone (the form was emptied, the row changed). The status region is on the page before
 * anything is confirmed, so the words are announced also where focus stays put.
 */
export function StaffConfirmation({
  confirmation,
  takesFocus = true,
  className,
}: StaffConfirmationProps) {
  const textRef = useRef<HTMLParagraphElement>(null);
  const key = confirmation?.key;
  useEffect(() => {
    if (key !== undefined && takesFocus) textRef.current?.focus();
  }, [key, takesFocus]);
  return (
    <div role="status" className={className}>
      {confirmation ? (
        <div className="usa-alert usa-alert--success usa-alert--slim">
          <div className="usa-alert__body">
            <p key={confirmation.key} ref={textRef} className="usa-alert__text" tabIndex={-1}>
              {confirmation.text}
            </p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
