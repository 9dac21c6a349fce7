import { screen, within } from '@testing-library/react';
import { expectNoAxeViolations, renderPage } from '../testing';
import { StaffPagedTable, type StaffPagedTableProps } from './staff-paged-table';

interface Thing {
  id: number;
  name: string;
}

const THINGS: Thing[] = [
  { id: 11, name: 'Gavel' },
  { id: 12, name: 'Bench' },
];

function renderTable(
  props: Partial<StaffPagedTableProps<Thing>> = {},
  route = '/staff/things?page=2',
) {
  return renderPage(
    <StaffPagedTable
      items={THINGS}
      paging={{ page: 2, pageSize: 10, total: 22 }}
      empty="No things yet."
      label="Things (scrolls sideways)"
      caption={({ first, last, total }) => `Things ${first} to ${last} of ${total}`}
      className="court-things"
      columns={['Number', 'Name']}
      row={(thing) => (
        <tr key={thing.id}>
          <td>{thing.id}</td>
          <th scope="row">{thing.name}</th>
        </tr>
      )}
      pagesLabel="Pages of the things"
      addressOf={(page) => `staff/things?page=${page}`}
      above={<p>Download every thing</p>}
      {...props}
    />,
    { route },
  );
}

describe('StaffPagedTable', () => {
  it("shows a page's items in a captioned table that scrolls, then the links to the others", async () => {
    const { container } = renderTable();
    const region = screen.getByRole('region', { name: 'Things (scrolls sideways)' });
    expect(region).toHaveClass('usa-table-container--scrollable', 'court-things');
    const table = within(region).getByRole('table', { name: 'Things 11 to 12 of 22' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Number', 'Name']);
    expect(within(table).getAllByRole('columnheader')[0]).toHaveAttribute('scope', 'col');
    expect(within(table).getByRole('rowheader', { name: 'Bench' })).toBeVisible();

    const pager = screen.getByRole('navigation', { name: 'Pages of the things' });
    expect(within(pager).getByRole('link', { name: 'Previous page, page 1' })).toHaveAttribute(
      'href',
      '/staff/things?page=1',
    );
    expect(pager).toHaveTextContent('Page 2 of 3');
    expect(within(pager).getByRole('link', { name: 'Next page, page 3' })).toHaveAttribute(
      'href',
      '/staff/things?page=3',
    );
    expect(region.compareDocumentPosition(pager)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getByText('Download every thing').compareDocumentPosition(region)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await expectNoAxeViolations(container);
  });

  it('links the pages in the language of the address', () => {
    renderTable({ paging: { page: 1, pageSize: 10, total: 12 } }, '/es/staff/things');
    const pager = screen.getByRole('navigation', { name: 'Pages of the things' });
    expect(pager).toHaveTextContent('Página 1 de 2');
    expect(within(pager).queryByRole('link', { name: /Anterior/ })).not.toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: 'Siguiente: página 2' })).toHaveAttribute(
      'href',
      '/es/staff/things?page=2',
    );
    expect(screen.getByRole('table', { name: 'Things 1 to 2 of 12' })).toBeVisible();
  });

  it('says in a status line that there is nothing, without the table, the links or what goes above', async () => {
    const { container } = renderTable({ items: [], paging: { page: 1, pageSize: 10, total: 0 } });
    expect(screen.getByRole('status')).toHaveTextContent('No things yet.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByText('Download every thing')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
