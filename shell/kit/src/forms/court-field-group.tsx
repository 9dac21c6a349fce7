import { useEffect, useRef, type ReactNode } from 'react';
import { FormikProvider, type FormikValues } from 'formik';
import { CourtFormContext } from './court-form-context';
import type { CourtFormController } from './form-controller';
import { useTypedBeforeHydration } from './typed-before-hydration';

export interface CourtFieldGroupProps<T extends FormikValues> {
  /** The group's own controller, from useFormController. */
  form: CourtFormController<T>;
  className?: string;
  children: ReactNode;
}

/** Input types on which Enter does something of its own (presses the button, opens a picker). */
const OWN_ENTER_INPUTS = new Set(['button', 'submit', 'reset', 'image', 'file']);

/**
 * Kit fields bound to a controller of their own, without a <form> element: a sub-form inside a
 * court form ("add a location"), since HTML does not allow a form inside a form. The fields keep
 * their own values and errors, and editing one removes its error. A plain button of the owner
 * calls form.formik.submitForm(); Enter in one of the group's inputs does the same instead of
 * submitting the enclosing form with half its answers.
 */
export function CourtFieldGroup<T extends FormikValues>({
  form,
  className,
  children,
}: CourtFieldGroupProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const { submitForm } = form.formik;
  useTypedBeforeHydration(ref, form.formik);

  useEffect(() => {
    const group = ref.current;
    if (!group) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target;
      // An Enter that ends an IME composition only confirms the typed characters.
      if (event.key !== 'Enter' || event.isComposing) return;
      if (!(target instanceof HTMLInputElement)) return;
      if (OWN_ENTER_INPUTS.has(target.type)) return;
      event.preventDefault();
      void submitForm();
    };
    group.addEventListener('keydown', onKeyDown);
    return () => group.removeEventListener('keydown', onKeyDown);
  }, [submitForm]);

  return (
    <FormikProvider value={form.formik}>
      <CourtFormContext.Provider value={form.context}>
        <div ref={ref} className={className}>
          {children}
        </div>
      </CourtFormContext.Provider>
    </FormikProvider>
  );
}
