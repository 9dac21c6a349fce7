import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';

/** Asks for focus on the element with this id once the list has changed. */
export type FocusLater = (id: string) => void;

/**
 * Where focus goes once a list of the form has changed: a new item's first field, the list's
 * heading after a removal, or the moved item's button. The element exists only once React has
 * rendered the form's new values, so the focus waits for them.
 */
export function useFocusAfterChange(): FocusLater {
  const { values } = useFormikContext();
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (pending.current === null) return;
    document.getElementById(pending.current)?.focus();
    pending.current = null;
  }, [values]);
  return (id) => {
    pending.current = id;
  };
}
