import { STAFF_FAQ_ENDPOINTS, faqMissingSpanish, type FaqName } from '@court/contract';
import { StaffToolPage } from '@court/kit/staff';
import {
  ContentEditorPage,
  MissingSpanish,
  useContentEditorApi,
} from '../../shared/content-editor';
import { FaqFields } from './faq-fields';
import { FaqPreview } from './faq-preview';
import { useFaqWords } from './faq-words';
import { STAFF_FAQ_NS, STAFF_FAQ_PAGE_NS } from './staff-faq-translations';
import './staff-faq.css';

function FaqManager({ name }: { name: FaqName }) {
  const { wording, fieldContext, missingSpanish } = useFaqWords();
  const api = useContentEditorApi(`staff/${STAFF_FAQ_ENDPOINTS[name]}`, 'faqEditor');
  return (
    <ContentEditorPage
      api={api}
      className="court-staff-faq"
      namespace={STAFF_FAQ_PAGE_NS[name]}
      wording={wording}
      fields={<FaqFields name={name} />}
      fieldContext={fieldContext}
      preview={(faq) => <FaqPreview faq={faq} />}
      publishNotes={(draft) => (
        <MissingSpanish
          namespace={STAFF_FAQ_NS}
          places={faqMissingSpanish(draft)}
          describe={missingSpanish}
        />
      )}
    />
  );
}

/**
 * One FAQ's tool, the court's (/staff/faq) or the jury's (/staff/jury-faq): its topics, questions
 * and answers (role content).
 */
export function StaffFaqEditor({ name }: { name: FaqName }) {
  return (
    <StaffToolPage roles={['content']}>
      {/* Keyed by name: the other FAQ's tool starts afresh, never from this one's view. */}
      <FaqManager key={name} name={name} />
    </StaffToolPage>
  );
}
