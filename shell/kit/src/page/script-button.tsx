import { createContext, use, type ComponentProps, type ReactElement } from 'react';
import { useCourtFacts } from '../court-facts/court-facts';
import { useTranslation } from '../i18n/use-translation';
import { NEEDS_SCRIPT_CLASS } from './needs-script';
import { useHydrated } from './use-hydrated';

/**
 * True inside something that already says it needs the page's script (a court form, beside its
 * submit button): its script buttons do not say it again.
 */
export const ScriptNeedSaidContext = createContext(false);

export interface ScriptButtonProps extends Omit<ComponentProps<'button'>, 'type'> {
  /**
   * What the page offers when the browser runs no script and the button cannot work. "notice"
   * (the default): the button stays, disabled, and a line after it says the script is needed,
   * with the court's phone number. "hidden": the button is left out, where the page does
   * without it (the menu's links show; an alert stays). An element, such as a link to what the
   * button would open: it takes the button's place.
   */
  withoutScript?: 'notice' | 'hidden' | ReactElement;
}

/**
 * A plain button whose action is page script (open a menu, show a form). Until the script has
 * taken over the server-rendered page it is disabled, so a press in that moment is not silently
 * lost: the visitor sees it is not ready and presses again a moment later.
 */
export function ScriptButton({
  disabled = false,
  withoutScript = 'notice',
  className,
  ...buttonProps
}: ScriptButtonProps) {
  const { t } = useTranslation('kit');
  const isHydrated = useHydrated();
  const isNeedSaid = use(ScriptNeedSaidContext);
  const court = useCourtFacts();
  const isReplaced = withoutScript !== 'notice';
  const button = (
    <button
      {...buttonProps}
      type="button"
      className={isReplaced ? [className, NEEDS_SCRIPT_CLASS].filter(Boolean).join(' ') : className}
      disabled={disabled || !isHydrated}
    />
  );
  if (withoutScript === 'hidden' || (withoutScript === 'notice' && isNeedSaid)) return button;
  return (
    <>
      {button}
      <noscript>
        {withoutScript === 'notice' ? (
          <p className="usa-hint">{t('buttonNeedsScript', { phone: court.phone })}</p>
        ) : (
          withoutScript
        )}
      </noscript>
    </>
  );
}
