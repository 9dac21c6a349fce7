import { useEffect, useState, type RefObject } from 'react';
import { getIn, type FormikContextType, type FormikValues } from 'formik';

type AnswerElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isAnswerElement(element: Element): element is AnswerElement {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

/** What the control shows, in the shape the form keeps for it; undefined when it shows nothing new. */
function shownAnswer(element: AnswerElement, kept: unknown): unknown {
  if (element instanceof HTMLInputElement) {
    if (element.type === 'checkbox') return element.checked;
    if (element.type === 'radio') return element.checked ? element.value : undefined;
    if (element.type === 'file') return element.files?.[0] ?? undefined;
  }
  return typeof kept === 'string' ? element.value : undefined;
}

/**
 * Takes into the state of a form (or of a group of its fields) what the visitor typed, ticked or chose in the server-rendered
 * form before the page's script ran. React keeps what the controls show when it takes the page
 * over, but the form's state still holds the empty answers, so without this a visitor on a slow
 * connection would see their answers on screen and be told the fields are empty.
 */
export function useTypedBeforeHydration<T extends FormikValues>(
  containerRef: RefObject<HTMLElement | null>,
  formik: FormikContextType<T>,
): void {
  const { setFieldValue } = formik;
  // Only the controls of the first render can hold answers typed before the script ran.
  const [initialValues] = useState(formik.initialValues);
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    for (const element of Array.from(container.querySelectorAll('input, select, textarea'))) {
      if (!isAnswerElement(element) || !element.name) continue;
      const kept: unknown = getIn(initialValues, element.name);
      if (kept === undefined) continue;
      const shown = shownAnswer(element, kept);
      if (shown !== undefined && shown !== kept) void setFieldValue(element.name, shown, false);
    }
  }, [containerRef, initialValues, setFieldValue]);
}
