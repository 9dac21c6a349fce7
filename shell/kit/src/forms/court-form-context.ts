import { createContext, useContext } from 'react';

/** What the fields of a CourtForm tell the form about themselves. */
export interface CourtFormContextValue {
  /** Called when a field loses focus (or a checkbox changes) with the value it now holds. */
  onFieldEdited: (name: string, value: unknown) => void;
  /** Fields announce themselves so the error summary lists errors in the order of the page. */
  registerField: (name: string) => () => void;
  /** The form is an HTML form that posts without the page's script: its button works at once. */
  postsWithoutScript?: boolean;
}

export const CourtFormContext = createContext<CourtFormContextValue | undefined>(undefined);

/** The enclosing CourtForm, or undefined when a field is used in a plain Formik form. */
export function useCourtFormContext(): CourtFormContextValue | undefined {
  return useContext(CourtFormContext);
}
