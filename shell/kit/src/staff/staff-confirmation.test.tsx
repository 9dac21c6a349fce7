import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../testing';
import { StaffConfirmation, useStaffConfirmation } from './staff-confirmation';

/** A staff tool in miniature: a button that saves, and a checkbox that saves as it is ticked. */
function Tool({ takesFocus }: { takesFocus?: boolean }) {
  const { confirmation, confirm, clear } = useStaffConfirmation();
  return (
    <main>
      <h1>Tool</h1>
      <StaffConfirmation confirmation={confirmation} takesFocus={takesFocus} />
      <button type="button" onClick={() => confirm('The message was saved.')}>
        Save
      </button>
      <button type="button" onClick={clear}>
        Start again
      </button>
    </main>
  );
}

describe('StaffConfirmation', () => {
  it('is an empty status region until something is confirmed', async () => {
    const { container } = render(<Tool />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await expectNoAxeViolations(container);
  });

  it('shows a success alert in the status region and moves focus to it', async () => {
    const user = userEvent.setup();
    const { container } = render(<Tool />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const text = screen.getByText('The message was saved.');
    expect(text).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('The message was saved.');
    expect(text.closest('.usa-alert')).toHaveClass('usa-alert--success', 'usa-alert--slim');
    await expectNoAxeViolations(container);
  });

  it('announces the same words again as a new alert that takes focus again', async () => {
    const user = userEvent.setup();
    render(<Tool />);
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    const first = screen.getByText('The message was saved.');
    save.focus();
    await user.click(save);
    const second = screen.getByText('The message was saved.');
    expect(second).not.toBe(first);
    expect(second).toHaveFocus();
  });

  it('leaves focus where it is when told to, and still says what was done', async () => {
    const user = userEvent.setup();
    render(<Tool takesFocus={false} />);
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    expect(save).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('The message was saved.');
  });

  it('goes when cleared', async () => {
    const user = userEvent.setup();
    render(<Tool />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await act(() => user.click(screen.getByRole('button', { name: 'Start again' })));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
