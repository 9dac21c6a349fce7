import { Fragment, type ReactNode } from 'react';
import { FieldArray, useFormikContext, type ArrayHelpers } from 'formik';
import { fieldId } from '@court/kit/forms';
import type { FocusLater } from './focus-after-change';
import { ListError } from './list-error';

export interface ContentListProps<Item> {
  /** The list's path in the form, as the API's messages name it: "topics[0].questions". */
  name: string;
  items: readonly Item[];
  /** What an empty list says, and what its add button says. */
  empty: string;
  addLabel: string;
  /** What the add button adds. */
  newItem: Item;
  /** The field of a new item that focus goes to, inside it: "heading.en". */
  firstField: string;
  /** A list inside an item of another (the links of a group) has an outlined add button. */
  nested?: boolean;
  focusLater: FocusLater;
  /** An item's fields, with the list's helpers to move or remove it. */
  children: (index: number, list: ArrayHelpers) => ReactNode;
}

/**
 * A list of the form's items: its message (none, too many), each item's fields, and the button
 * that adds one and puts focus in it. Items are keyed by place: their fields keep nothing of
 * their own, and names that stay put keep the error summary in the order it was first shown.
 */
export function ContentList<Item>({
  name,
  items,
  empty,
  addLabel,
  newItem,
  firstField,
  nested = false,
  focusLater,
  children,
}: ContentListProps<Item>) {
  const { setFieldError } = useFormikContext();
  return (
    <>
      <ListError name={name} />
      <FieldArray name={name}>
        {(list) => (
          <>
            {items.length === 0 ? <p>{empty}</p> : null}
            {items.map((_, index) => (
              <Fragment key={index}>{children(index, list)}</Fragment>
            ))}
            <button
              type="button"
              className={`usa-button ${nested ? 'usa-button--outline ' : ''}court-content-editor__add`}
              onClick={() => {
                // The message that the list is empty no longer holds.
                if (items.length === 0) setFieldError(name, undefined);
                list.push(newItem);
                focusLater(fieldId(`${name}[${items.length}].${firstField}`));
              }}
            >
              {addLabel}
            </button>
          </>
        )}
      </FieldArray>
    </>
  );
}
