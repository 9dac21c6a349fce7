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

export interface ItemActionsProps {
  /** Where the item is in the form: "groups[1]", "otherOffices[2]". */
  path: string;
  index: number;
  count: number;
  /** Moves the item to `to`; `direction` says which of its move buttons keeps focus. */
  move: (to: number, direction: 'up' | 'down') => void;
  remove: () => void;
  /** Each button's words, saying which item: "Move link 3 of group 1 up". */
  labels: { up: string; down: string; remove: string };
}

/** An item's buttons in a row: move it up, move it down, remove it. */
export function ItemActions({ path, index, count, move, remove, labels }: ItemActionsProps) {
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
      <button type="button" className="usa-button usa-button--outline" onClick={remove}>
        {labels.remove}
      </button>
    </div>
  );
}
