import type { ComponentProps } from 'react';
import { useHydrated } from './use-hydrated';

export type ScriptButtonProps = Omit<ComponentProps<'button'>, 'type'>;

/**
 * A plain button whose action is page script (open a menu, show a form). Until the script has
 * taken over the server-rendered page it is disabled, so a press in that moment is not silently
 * lost: the visitor sees it is not ready and presses again a moment later.
 */
export function ScriptButton({ disabled = false, ...buttonProps }: ScriptButtonProps) {
  const isHydrated = useHydrated();
  return <button {...buttonProps} type="button" disabled={disabled || !isHydrated} />;
}
