import { useEffect, useRef } from 'react';

export interface FormSuccessProps {
  /** The confirmation, already translated. */
  message: string;
  /** Change it on every successful submit so the message takes focus again. */
  focusKey?: number;
}

/** The confirmation after a successful submit; it takes focus so the visitor hears it. */
export function FormSuccess({ message, focusKey }: FormSuccessProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [focusKey]);
  return (
    <div ref={ref} tabIndex={-1} role="status" className="usa-alert usa-alert--success">
      <div className="usa-alert__body">
        <p className="usa-alert__text">{message}</p>
      </div>
    </div>
  );
}
