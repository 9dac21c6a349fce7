import type { ReactElement, ReactNode } from 'react';
import { ScrollableTable } from '@court/kit';
import { StaffPageLinks } from './staff-page-links';

/**
 * Where a page's items stand in the whole list, counting from 1. A type rather than an
 * interface, so that it can be given to t() as the caption's values.
 */
export type StaffPageRange = { first: number; last: number; total: number };

/** Where a paged answer of the API is in its list: it gives these beside its items. */
export interface StaffPaging {
  page: number;
  pageSize: number;
  /** How many items the whole list (as filtered) holds. */
  total: number;
}

export interface StaffPagedTableProps<Item> {
  /** The items of this page of the list, as the API answered them. */
  items: readonly Item[];
  paging: StaffPaging;
  /** Said in place of the table when the page has no items. */
  empty: string;
  /** Names the box the table scrolls sideways in. */
  label: string;
  /** The table's caption, saying which items of the list it shows. */
  caption: (range: StaffPageRange) => string;
  /** Extra classes for the scrolling box. */
  className?: string;
  /** The column headings, left to right. */
  columns: readonly string[];
  /** An item's row: a <tr> with its key. */
  row: (item: Item) => ReactElement;
  /** Names the links to the other pages: "Pages of the audit log". */
  pagesLabel: string;
  /** The address of a page of the list, its filters kept. */
  addressOf: (page: number) => string;
  /** Shown above the table, only when there is one: a download of the whole list. */
  above?: ReactNode;
}

/**
 * One page of a staff list that the address pages through: its items in a captioned table that
 * scrolls sideways at 320 px, then the links to the pages before and after. A page with no items
 * says so in a status line instead, announced as the answer to the filters.
 */
export function StaffPagedTable<Item>({
  items,
  paging: { page, pageSize, total },
  empty,
  label,
  caption,
  className,
  columns,
  row,
  pagesLabel,
  addressOf,
  above,
}: StaffPagedTableProps<Item>) {
  if (items.length === 0) return <p role="status">{empty}</p>;
  const first = (page - 1) * pageSize + 1;
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  return (
    <>
      {above}
      <ScrollableTable
        label={label}
        caption={caption({ first, last: first + items.length - 1, total })}
        className={className}
      >
        <thead>
          <tr>
            {columns.map((column, index) => (
              // The columns are fixed: their place is who they are.
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{items.map((item) => row(item))}</tbody>
      </ScrollableTable>
      <StaffPageLinks label={pagesLabel} page={page} pages={pages} addressOf={addressOf} />
    </>
  );
}
