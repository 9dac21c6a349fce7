/** A court-date reminder sign-up by text and e-mail, as the page's script sends it: a code goes to each. */
export const REMINDER_SIGN_UP = {
  caseNumber: '2026 trd 01234',
  lastName: 'Garcia',
  remindBy: 'both',
  cellphone: '(330) 555-0123',
  carrier: 'Verizon',
  email: 'Ana@Example.org',
  reminderLanguage: 'es',
  textConsent: true,
};
