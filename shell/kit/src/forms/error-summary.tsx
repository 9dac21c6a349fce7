import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useTranslation } from '@court/kit';
import { useFieldMessage } from './validation-texts';

/** One line of the error summary. */
export interface ErrorSummaryItem {
  /** Field path the message belongs to. */
  name: string;
  /** A message code of the contract's catalog, or text the server already translated. */
  message: string;
  /** "#<field id>" when the field is on the page; without it the line is plain text. */
  href?: string;
  /**
   * Which of several like fields it is ("Clerk of Court's office, Monday"), where the form's
   * labels repeat and the message alone would not say.
   */
  context?: string;
}

export interface ErrorSummaryProps {
  /** An id a link (the form's own action) can bring the visitor to it by. */
  id?: string;
  items: readonly ErrorSummaryItem[];
  /** A message about the whole submission (server refusal, network failure). */
  generalError?: string;
  /** Change it on every failed submit so the summary takes focus again. */
  focusKey?: number;
}

/** Moves focus to a field and brings its label into view, as GOV.UK's summary links do. */
function focusField(event: MouseEvent<HTMLAnchorElement>, href: string): void {
  const target = document.getElementById(href.slice(1));
  if (!target) return;
  event.preventDefault();
  const group = target.closest('.usa-form-group') ?? target;
  if (typeof group.scrollIntoView === 'function') group.scrollIntoView();
  target.focus({ preventScroll: true });
}

/**
 * "There is a problem": the GOV.UK error summary in USWDS dress. It takes focus when it appears,
 * so a screen reader reads its title and list once; it carries no alert role, which would make
 * the same text be read twice.
 */
export function ErrorSummary({ id, items, generalError, focusKey }: ErrorSummaryProps) {
  const { t } = useTranslation('kit');
  const titleId = useId();
  const bodyId = useId();
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    ref.current?.focus();
  }, [focusKey]);

  const translate = useFieldMessage();
  return (
    <section
      id={id}
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      className="usa-alert usa-alert--error court-error-summary"
    >
      <div className="usa-alert__body">
        <h2 className="usa-alert__heading" id={titleId}>
          {t('errorSummaryTitle')}
        </h2>
        <div id={bodyId}>
          {generalError ? (
            <p className="usa-alert__text">
              <strong>{t('generalErrorPrefix')}</strong> {translate(generalError)}
            </p>
          ) : null}
          {items.length > 0 ? (
            <ul className="usa-list usa-list--unstyled">
              {items.map(({ name, message, href, context }) => {
                const text = context ? `${context}: ${translate(message)}` : translate(message);
                return (
                  <li key={name}>
                    {href ? (
                      <a
                        className="usa-link"
                        href={href}
                        onClick={(event) => focusField(event, href)}
                      >
                        {text}
                      </a>
                    ) : (
                      text
                    )}
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
      </div>
    </section>
  );
}
