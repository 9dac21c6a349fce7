import type { ReactNode } from 'react';

export interface AlertProps {
  /** USWDS alert kind: error and warning are announced at once (role="alert"). */
  kind: 'error' | 'warning' | 'info' | 'success';
  /** The compact USWDS style, for a line under a control. */
  slim?: boolean;
  /** A heading for the alert, already translated. */
  heading?: ReactNode;
  children: ReactNode;
}

/**
 * A USWDS alert. Errors and warnings carry role="alert" so screen readers announce them when
 * they appear; information and success are left to the page's own status messages.
 */
export function Alert({ kind, slim = false, heading, children }: AlertProps) {
  const announced = kind === 'error' || kind === 'warning';
  return (
    <div
      className={`usa-alert usa-alert--${kind}${slim ? ' usa-alert--slim' : ''}`}
      role={announced ? 'alert' : undefined}
    >
      <div className="usa-alert__body">
        {heading ? <h2 className="usa-alert__heading">{heading}</h2> : null}
        {children}
      </div>
    </div>
  );
}
