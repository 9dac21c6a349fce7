import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffUser } from '@court/contract';
import { useStaffStore, type ApiLoad } from '@court/kit';
import {
  answeringSignInOptions,
  expectNoAxeViolations,
  renderPage,
  standInForFetch,
} from '../testing';
import { StaffToolFrame, StaffToolPage, useStaffToolErrors } from './staff-tool-page';

const CLERK: StaffUser = {
  username: 'fclerk',
  displayName: 'Fran Clerk',
  roles: ['alerts'],
  secondFactor: true,
};

interface Things {
  names: string[];
}

const fetchMock = standInForFetch(answeringSignInOptions);

beforeEach(() => {
  useStaffStore.setState({ staffUser: CLERK });
});

/** A part of the tool (a form, a dialog) that shows errors when told to. */
function Part({ name }: { name: string }) {
  const reportErrors = useStaffToolErrors();
  return (
    <>
      <button type="button" onClick={() => reportErrors(true)}>
        Break {name}
      </button>
      <button type="button" onClick={() => reportErrors(false)}>
        Mend {name}
      </button>
    </>
  );
}

/** A tool in miniature: its own GET's answer, two parts that report errors, one that can go. */
function Tool({ load }: { load: ApiLoad<Things> }) {
  const [showsDialog, setShowsDialog] = useState(true);
  return (
    <StaffToolFrame
      load={load}
      className="court-staff-things"
      heading="Things"
      intro="Add and remove things."
    >
      <Part name="form" />
      {showsDialog ? <Part name="dialog" /> : null}
      <button type="button" onClick={() => setShowsDialog(false)}>
        Close the dialog
      </button>
    </StaffToolFrame>
  );
}

function renderTool(load: ApiLoad<Things> = { status: 'loading' }, route = '/staff/things') {
  return renderPage(
    <StaffToolPage roles={['alerts']}>
      <Tool load={load} />
    </StaffToolPage>,
    { route },
  );
}

describe('StaffToolPage and StaffToolFrame', () => {
  it('show the tool under its heading and intro to staff with the role', async () => {
    const { container } = renderTool();
    const heading = screen.getByRole('heading', { level: 1, name: 'Things' });
    expect(heading).toHaveAttribute('id', 'page-heading');
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(heading.nextElementSibling).toHaveTextContent('Add and remove things.');
    expect(heading.parentElement).toHaveClass('court-page', 'court-staff-things');
    expect(document.title).toMatch(/^Things \| /);
    expect(fetchMock).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('give the page only its court-page class when the tool has none of its own', () => {
    renderPage(
      <StaffToolPage roles={['alerts']}>
        <StaffToolFrame heading="Things" intro="Add and remove things.">
          <p>The things.</p>
        </StaffToolFrame>
      </StaffToolPage>,
      { route: '/staff/things' },
    );
    expect(screen.getByRole('heading', { level: 1 }).parentElement).toHaveAttribute(
      'class',
      'court-page',
    );
  });

  it('keep the tool from a visitor who is signed out, offering the sign-in instead', async () => {
    useStaffStore.setState({ staffUser: null });
    renderTool();
    expect(await screen.findByRole('dialog', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Things' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Break form' })).not.toBeInTheDocument();
  });

  it('keep the tool from staff without the role, without asking the API', () => {
    useStaffStore.setState({ staffUser: { ...CLERK, roles: ['jury'] } });
    renderTool();
    expect(
      screen.getByRole('heading', { level: 1, name: 'You do not have access to this tool' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Things' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['/staff/things', 'You do not have access to this tool'],
    ['/es/staff/things', 'No tiene acceso a esta herramienta'],
  ])('say on %s that the account has no access when the API refuses the GET', (route, name) => {
    renderTool({ status: 'refused', reason: 'forbidden', error: 'Not yours.' }, route);
    expect(screen.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Things' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Break form' })).not.toBeInTheDocument();
  });

  it('say "Error:" in the title while any part shows errors, each part for itself', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.click(screen.getByRole('button', { name: 'Break form' }));
    expect(document.title).toMatch(/^Error: Things \| /);
    await user.click(screen.getByRole('button', { name: 'Break dialog' }));
    await user.click(screen.getByRole('button', { name: 'Mend form' }));
    // The dialog's errors are still on the page.
    expect(document.title).toMatch(/^Error: Things \| /);
    await user.click(screen.getByRole('button', { name: 'Mend dialog' }));
    expect(document.title).toMatch(/^Things \| /);
    // Focus stays where the person was: the frame moves it nowhere.
    expect(screen.getByRole('button', { name: 'Mend dialog' })).toHaveFocus();
  });

  it('forget the errors of a part that goes away', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.click(screen.getByRole('button', { name: 'Break dialog' }));
    expect(document.title).toMatch(/^Error: Things \| /);
    await user.click(screen.getByRole('button', { name: 'Close the dialog' }));
    expect(document.title).toMatch(/^Things \| /);
  });

  it('refuse a frame rendered outside a StaffToolPage', () => {
    // React reports the error thrown while rendering; the test wants only the throw.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      act(() => {
        render(
          <StaffToolFrame heading="Things" intro="Add and remove things.">
            <p>The things.</p>
          </StaffToolFrame>,
        );
      }),
    ).toThrow('StaffToolFrame and useStaffToolErrors need a StaffToolPage.');
    reported.mockRestore();
  });
});
