import { StaffFaqEditor } from './staff-faq-editor';

/** /staff/faq: the court's FAQ (role content). */
export function StaffFaqPage() {
  return <StaffFaqEditor name="site" />;
}

export default StaffFaqPage;
