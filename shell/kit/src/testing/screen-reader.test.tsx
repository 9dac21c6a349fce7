import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { spokenWhile } from './screen-reader';

/** A page with a field, a status line and a place for an alert, each changed by a button. */
function Page() {
  const [status, setStatus] = useState('');
  const [hasAlert, setHasAlert] = useState(false);
  return (
    <main>
      <label htmlFor="name">Name</label>
      <input id="name" aria-invalid="true" />
      <button type="button" onClick={() => setStatus(status ? '' : '2 results')}>
        Search
      </button>
      <p role="status">{status}</p>
      <button type="button" onClick={() => setHasAlert(true)}>
        Warn
      </button>
      {hasAlert ? (
        <div role="alert">
          <p>
            Building <strong>closed</strong>.<span aria-hidden="true">×</span>
          </p>
          <p>Call the court.</p>
        </div>
      ) : null}
    </main>
  );
}

describe('spokenWhile', () => {
  it('hears where focus lands, and only what the action causes', async () => {
    const { container } = render(<Page />);
    act(() => screen.getByRole('button', { name: 'Search' }).focus());
    expect(await spokenWhile(container, () => screen.getByLabelText('Name').focus())).toEqual([
      'textbox, Name, invalid',
    ]);
  });

  it('hears a live region change, and nothing when it is emptied', async () => {
    const { container } = render(<Page />);
    const search = screen.getByRole('button', { name: 'Search' });
    expect(await spokenWhile(container, () => act(() => search.click()))).toEqual([
      'polite: 2 results',
    ]);
    expect(await spokenWhile(container, () => act(() => search.click()))).toEqual([]);
  });

  it('hears an alert added whole once, as browsers announce it, without what aria-hidden hides', async () => {
    const { container } = render(<Page />);
    const warn = screen.getByRole('button', { name: 'Warn' });
    expect(await spokenWhile(container, () => act(() => warn.click()))).toEqual([
      'alert: Building closed. Call the court.',
    ]);
    expect(await spokenWhile(container, () => act(() => warn.click()))).toEqual([]);
  });

  it('puts back the style computation it changes for the reader', async () => {
    const { container } = render(<Page />);
    const computeStyle = window.getComputedStyle;
    await spokenWhile(container, () => undefined);
    expect(window.getComputedStyle).toBe(computeStyle);
  });
});
