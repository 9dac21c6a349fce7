import { StaffFaqEditor } from './staff-faq-editor';

/** /staff/jury-faq: the jury FAQ (role content). */
export function StaffJuryFaqPage() {
  return <StaffFaqEditor name="jury" />;
}

export default StaffJuryFaqPage;
