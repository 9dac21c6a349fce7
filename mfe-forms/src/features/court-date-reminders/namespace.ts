/** Namespace of the sign-up page's translations. */
export const NAMESPACE = 'court-date-reminders';
