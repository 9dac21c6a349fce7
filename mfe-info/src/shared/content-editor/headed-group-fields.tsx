import type { ArrayHelpers } from 'formik';
import type { ReactNode } from 'react';
import { fieldId } from '@court/kit/forms';
import { BilingualTextFields } from './bilingual-text-fields';
import { ContentList } from './content-list';
import type { FocusLater } from './focus-after-change';
import { ItemActions } from './move-button';

/** What a group's entries are and how their list speaks. */
export interface GroupEntries<Entry> {
  /** Their field in the group: "links". */
  field: string;
  items: readonly Entry[];
  /** Their list's heading ("Links of group 2"), one level below the group's own heading. */
  heading: string;
  headingLevel: 4 | 5;
  empty: string;
  addLabel: string;
  newItem: Entry;
  /** The field of a new entry that focus goes to: "name.en". */
  firstField: string;
}

export interface HeadedGroupFieldsProps<Entry> {
  /** The list the group is in ("groups"), its place there, and how many groups there are. */
  listPath: string;
  index: number;
  count: number;
  groups: ArrayHelpers;
  focusLater: FocusLater;
  /** Where focus goes once the group is removed: its list's heading. */
  focusAfterRemove: string;
  /** "Group 2": the group's name, repeated by each of its fields. */
  legend: string;
  heading: { labels: { en: string; es: string }; hints: { en: string; es: string } };
  entries: GroupEntries<Entry>;
  /** An entry's fields, with the list's helpers to move or remove it. */
  children: (index: number, entries: ArrayHelpers) => ReactNode;
  /** The group's buttons' words, saying which group: "Move group 2 up". */
  actions: { up: string; down: string; remove: string };
}

/**
 * One group of a tool made of headed groups (a group of links, an FAQ topic, a route of the
 * directions): its heading in English and Spanish, its entries, and the buttons that move or
 * remove the group.
 */
export function HeadedGroupFields<Entry>({
  listPath,
  index,
  count,
  groups,
  focusLater,
  focusAfterRemove,
  legend,
  heading,
  entries,
  children,
  actions,
}: HeadedGroupFieldsProps<Entry>) {
  const path = `${listPath}[${index}]`;
  const entriesPath = `${path}.${entries.field}`;
  const EntriesHeading = entries.headingLevel === 4 ? 'h4' : 'h5';
  return (
    <fieldset className="usa-fieldset court-content-editor__group">
      <legend className="usa-legend usa-legend--large">{legend}</legend>
      <BilingualTextFields name={`${path}.heading`} labels={heading.labels} hints={heading.hints} />
      <EntriesHeading id={fieldId(entriesPath)} tabIndex={-1}>
        {entries.heading}
      </EntriesHeading>
      <ContentList
        name={entriesPath}
        items={entries.items}
        empty={entries.empty}
        addLabel={entries.addLabel}
        newItem={entries.newItem}
        firstField={entries.firstField}
        nested
        focusLater={focusLater}
      >
        {children}
      </ContentList>
      <ItemActions
        list={groups}
        listPath={listPath}
        index={index}
        count={count}
        focusLater={focusLater}
        focusAfterRemove={focusAfterRemove}
        labels={actions}
      />
    </fieldset>
  );
}
