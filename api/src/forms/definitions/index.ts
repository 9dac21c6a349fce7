import type { InboxForm } from '@court/contract';
import type { FormDefinition } from '../define-form';
import { contactUsForm } from './contact-us-form';
import { drivingPrivilegesForm } from './driving-privileges-form';
import { interpreterForm } from './interpreter-form';
import { zoomHearingForm } from './zoom-hearing-form';

/**
 * The forms whose submissions reach the staff inbox, by name. A new form is a definition here,
 * a schema in the contract, a table and its mail.
 */
export const INBOX_FORM_DEFINITIONS: { [F in InboxForm]: FormDefinition<never> } = {
  'driving-privileges': drivingPrivilegesForm as FormDefinition<never>,
  'zoom-hearing': zoomHearingForm as FormDefinition<never>,
  interpreter: interpreterForm as FormDefinition<never>,
  'contact-us': contactUsForm as FormDefinition<never>,
};

export { contactUsForm, drivingPrivilegesForm, interpreterForm, zoomHearingForm };
