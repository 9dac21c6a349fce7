import type { ReactNode } from 'react';
import type { FormikValues } from 'formik';
import { HONEYPOT_FIELD } from '@court/contract';
import { PAGE_HEADING_ID, PageHeading } from '@court/kit';
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
  /** What happens after the court receives the form, in the page's language. */
  nextSteps?: string;
  /** A heading of its own for the form, after a long introduction (already translated). */
  formHeading?: string;
  /** A class for the page, for a form laid out its own way. */
  className?: string;
  /** The form has buttons that change it rather than send it (see CourtForm). */
  hasChangeButtons?: boolean;
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
  nextSteps,
  formHeading,
  className,
  hasChangeButtons,
  children,
}: CourtFormPageProps<T>) {
  return (
    <div className={className ? `court-page ${className}` : 'court-page'}>
      <PageHeading hasError={form.hasError}>{title}</PageHeading>
      <div className="usa-prose">{intro}</div>
      {formHeading ? <h2 id={FORM_HEADING_ID}>{formHeading}</h2> : null}
      <CourtForm
        form={form}
        successMessage={successMessage}
        nextSteps={nextSteps}
        labelledBy={formHeading ? FORM_HEADING_ID : PAGE_HEADING_ID}
        hasChangeButtons={hasChangeButtons}
      >
        {children}
        <HoneypotField name={HONEYPOT_FIELD} />
        <SubmitButton />
      </CourtForm>
    </div>
  );
}
