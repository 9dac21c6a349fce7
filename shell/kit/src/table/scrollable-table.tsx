import type { FocusEvent, ReactNode } from 'react';

export interface ScrollableTableProps {
  /** Names the scrolling box for screen readers, e.g. "Job postings (scrolls sideways)". */
  label: string;
  /** The table's caption, already translated. */
  caption: ReactNode;
  /** Extra classes for the scrolling box (its width, a min-width for the table). */
  className?: string;
  /** Extra USWDS classes for the table, e.g. "usa-table--compact". */
  tableClassName?: string;
  /** Shades every other row (usa-table--striped). On unless the table is to stay plain. */
  striped?: boolean;
  /** The table's head and body. */
  children: ReactNode;
}

/** Shows a control that takes the focus whole, not cut at the scrolling box's edge. */
function showFocused(event: FocusEvent<HTMLDivElement>) {
  if (event.target !== event.currentTarget) {
    // Chromium leaves a control that shows a few pixels at the box's edge where it is.
    event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }
}

/**
 * A USWDS table, striped unless told otherwise, that scrolls sideways in its own box on narrow
 * screens, so the page never does (WCAG 1.4.10). The box is a named region that takes the focus,
 * so keyboard users can scroll it too (WCAG 2.1.1), and a control inside it scrolls into view
 * when it is focused.
 */
export function ScrollableTable({
  label,
  caption,
  className,
  tableClassName,
  striped = true,
  children,
}: ScrollableTableProps) {
  const tableClasses = ['usa-table', striped && 'usa-table--striped', tableClassName];
  return (
    // The focus handler only follows focus moving inside the box; it adds no interaction.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      className={['usa-table-container--scrollable', className].filter(Boolean).join(' ')}
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onFocus={showFocused}
    >
      <table className={tableClasses.filter(Boolean).join(' ')}>
        <caption>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
