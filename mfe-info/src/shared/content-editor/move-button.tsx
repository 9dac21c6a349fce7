import type { ArrayHelpers } from 'formik';
import { fieldId } from '@court/kit/forms';
import type { FocusLater } from './focus-after-change';

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

export interface ItemActionsProps {
  /** The list the item is in, its path ("groups[0].links") and the item's place in it. */
  list: ArrayHelpers;
  listPath: string;
  index: number;
  count: number;
  focusLater: FocusLater;
  /** Where focus goes once the item is removed: the list's heading. */
  focusAfterRemove: string;
  /** What else removing the item settles (a list's message that no longer holds). */
  beforeRemove?: () => void;
  /** Each button's words, saying which item: "Move link 3 of group 1 up". */
  labels: { up: string; down: string; remove: string };
}

/**
 * An item's buttons in a row: move it up, move it down (focus staying on the button that moved
 * it), remove it (focus going to the list's heading).
 */
export function ItemActions({
  list,
  listPath,
  index,
  count,
  focusLater,
  focusAfterRemove,
  beforeRemove,
  labels,
}: ItemActionsProps) {
  const path = `${listPath}[${index}]`;
  const move = (to: number, direction: 'up' | 'down') => {
    list.move(index, to);
    focusLater(moveButtonId(`${listPath}[${to}]`, direction));
  };
  return (
    <div className="court-content-editor__actions">
      <MoveButton
        path={path}
        direction="up"
        canMove={index > 0}
        onMove={() => move(index - 1, 'up')}
        label={labels.up}
      />
      <MoveButton
        path={path}
        direction="down"
        canMove={index < count - 1}
        onMove={() => move(index + 1, 'down')}
        label={labels.down}
      />
      <button
        type="button"
        className="usa-button usa-button--outline"
        onClick={() => {
          beforeRemove?.();
          list.remove(index);
          focusLater(focusAfterRemove);
        }}
      >
        {labels.remove}
      </button>
    </div>
  );
}
