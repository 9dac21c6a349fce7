import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../testing';
import { ScrollableTable } from './scrollable-table';

function PostingsTable({ striped }: { striped?: boolean }) {
  return (
    <ScrollableTable
      label="Job postings (scrolls sideways)"
      caption="Job postings"
      className="court-postings"
      tableClassName="usa-table--compact"
      striped={striped}
    >
      <thead>
        <tr>
          <th scope="col">Title</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>Clerk</td>
          <td>
            <button type="button">Edit</button>
          </td>
        </tr>
      </tbody>
    </ScrollableTable>
  );
}

describe('ScrollableTable', () => {
  it('is a named, focusable scrolling region around a captioned table', async () => {
    const { container } = render(<PostingsTable />);
    const region = screen.getByRole('region', { name: 'Job postings (scrolls sideways)' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveClass('usa-table-container--scrollable');
    expect(region).toHaveClass('court-postings');
    expect(screen.getByRole('table', { name: 'Job postings' })).toHaveClass(
      'usa-table',
      'usa-table--striped',
      'usa-table--compact',
    );
    await expectNoAxeViolations(container);
  });

  it('leaves the rows plain when told not to stripe them', () => {
    render(<PostingsTable striped={false} />);
    const table = screen.getByRole('table', { name: 'Job postings' });
    expect(table).toHaveClass('usa-table', 'usa-table--compact');
    expect(table).not.toHaveClass('usa-table--striped');
  });

  it('scrolls a control into view when it takes the focus, not the box itself', async () => {
    const user = userEvent.setup();
    const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
    render(<PostingsTable />);
    await user.tab();
    expect(screen.getByRole('region')).toHaveFocus();
    expect(scrolled).not.toHaveBeenCalled();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(screen.getByRole('button', { name: 'Edit' }));
    scrolled.mockRestore();
  });
});
