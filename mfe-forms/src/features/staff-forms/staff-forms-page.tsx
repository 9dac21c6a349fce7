import { useCallback, useRef } from 'react';
import { registerTranslations, useLocation } from '@court/kit';
import { StaffToolPage } from '@court/kit/staff';
import { readInboxQuery } from './inbox-query';
import { SubmissionDetailView } from './submission-detail';
import { SubmissionList } from './submission-list';
import en from './en.json';
import es from './es.json';
import './staff-forms.css';

registerTranslations('staffForms', { en, es });

/** The list, or the submission the address names; both live at staff/forms. */
function FormsInbox() {
  const { search } = useLocation();
  const { filters, page, id } = readInboxQuery(search);
  // Focus follows the reader between the list and a submission (set in handlers and effects).
  const returnRow = useRef<string | null>(null);
  const headingFocus = useRef(false);

  const openSubmission = useCallback(() => {
    headingFocus.current = true;
  }, []);
  const takeHeadingFocus = useCallback(() => {
    const wanted = headingFocus.current;
    headingFocus.current = false;
    return wanted;
  }, []);
  const rememberRow = useCallback((submissionId: string) => {
    returnRow.current = submissionId;
  }, []);
  const takeReturnRow = useCallback(() => {
    const submissionId = returnRow.current;
    returnRow.current = null;
    return submissionId;
  }, []);

  if (id === null) {
    return (
      <SubmissionList
        filters={filters}
        page={page}
        onOpen={openSubmission}
        takeReturnRow={takeReturnRow}
      />
    );
  }
  return (
    <SubmissionDetailView
      key={id}
      id={id}
      filters={filters}
      page={page}
      takeHeadingFocus={takeHeadingFocus}
      rememberRow={rememberRow}
    />
  );
}

/**
 * staff/forms: the inbox of the public forms for court staff (role forms, or admin). The API
 * checks the session and the role on every request; the gate is for people.
 */
export default function StaffFormsPage() {
  return (
    <StaffToolPage roles={['forms']}>
      <FormsInbox />
    </StaffToolPage>
  );
}
