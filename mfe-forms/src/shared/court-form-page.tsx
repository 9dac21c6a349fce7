import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { FormikValues } from 'formik';
import { HONEYPOT_FIELD } from '@court/contract';
import { PAGE_HEADING_ID, PageHeading, ScriptButton } from '@court/kit';
import { CourtForm, HoneypotField, SubmitButton, type CourtFormController } from '@court/kit/forms';

const FORM_HEADING_ID = 'court-form-heading';

export interface CourtFormPageProps<T extends FormikValues> {
  /** What useCourtForm returned. */
  form: CourtFormController<T>;
  /** The page's heading and title, already translated. */
  title: string;
  /** What the court says before the form. */
  intro: ReactNode;
  /** The confirmation shown after a successful submit, already translated. */
  successMessage: string;
  /**
   * Keeps the form behind a button until the visitor asks for it: the button's label, and the
   * heading that then names the form (both already translated).
   */
  revealedBy?: { button: string; heading: string };
  /** A class for the page, for a form laid out its own way. */
  className?: string;
  /** The questions; the robot trap and the submit button follow them. */
  children: ReactNode;
}

/**
 * The page every court form stands on: heading (prefixed "Error:" in the title while the form
 * shows errors), what the court says first, then the form with its error summary or success
 * message, the questions, the robot trap and the submit button.
 */
export function CourtFormPage<T extends FormikValues>({
  form,
  title,
  intro,
  successMessage,
  revealedBy,
  className,
  children,
}: CourtFormPageProps<T>) {
  const isBehindButton = revealedBy !== undefined;
  const [isShown, setIsShown] = useState(!isBehindButton);
  const formHeading = useRef<HTMLHeadingElement>(null);

  // The button that had focus disappears; the form's heading takes its place and names the form.
  useEffect(() => {
    if (isShown && isBehindButton) formHeading.current?.focus();
  }, [isShown, isBehindButton]);

  const courtForm = (
    <CourtForm
      form={form}
      successMessage={successMessage}
      labelledBy={isBehindButton ? FORM_HEADING_ID : PAGE_HEADING_ID}
    >
      {children}
      <HoneypotField name={HONEYPOT_FIELD} />
      <SubmitButton />
    </CourtForm>
  );

  return (
    <div className={className ? `court-page ${className}` : 'court-page'}>
      <PageHeading hasError={form.hasError}>{title}</PageHeading>
      <div className="usa-prose">{intro}</div>
      {!revealedBy ? (
        courtForm
      ) : isShown ? (
        <div>
          <h2 id={FORM_HEADING_ID} ref={formHeading} tabIndex={-1}>
            {revealedBy.heading}
          </h2>
          {courtForm}
        </div>
      ) : (
        <ScriptButton className="usa-button" onClick={() => setIsShown(true)}>
          {revealedBy.button}
        </ScriptButton>
      )}
    </div>
  );
}
