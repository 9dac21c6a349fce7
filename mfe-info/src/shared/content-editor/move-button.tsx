import { fieldId } from '@court/kit/forms';

/** The id of an item's move button, kept by the item when it moves, so focus can follow it. */
export function moveButtonId(path: string, direction: 'up' | 'down'): string {
  return `${fieldId(path)}-${direction}`;
}

export interface MoveButtonProps {
  /** Where the item is in the form: "groups[1]", "otherOffices[2]". */
  path: string;
  direction: 'up' | 'down';
  canMove: boolean;
  onMove: () => void;
  /** Says which item and which way: "Move link 3 of group 1 up". */
  label: string;
}

/** Moves an item of a list one place up or down. */
export function MoveButton({ path, direction, canMove, onMove, label }: MoveButtonProps) {
  return (
    <button
      id={moveButtonId(path, direction)}
      type="button"
      className="usa-button usa-button--outline"
      // Still focusable at the end of the list, so focus stays on it after the last move.
      aria-disabled={canMove ? undefined : true}
      onClick={() => {
        if (canMove) onMove();
      }}
    >
      {label}
    </button>
  );
}
