import { useRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { tabbableElements, useInertOutside, useTabWrap } from './focus-trap';

function Layer({ active }: { active: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useTabWrap(ref, active);
  useInertOutside(ref, active);
  return (
    <div ref={ref} data-testid="layer">
      <h2 tabIndex={-1}>Layer</h2>
      <button type="button">First</button>
      <button type="button" disabled>
        Disabled
      </button>
      <a href="#x" hidden>
        Hidden
      </a>
      <a href="#y">Last</a>
    </div>
  );
}

function Page({ active }: { active: boolean }) {
  return (
    <>
      <button type="button">Before</button>
      <section data-testid="nested">
        <Layer active={active} />
        <p data-testid="beside">Beside</p>
      </section>
      <p data-testid="already" inert>
        Already inert
      </p>
    </>
  );
}

describe('tabbableElements', () => {
  it('lists what Tab stops at, skipping disabled, hidden and tabindex -1 elements', () => {
    render(<Page active={false} />);
    expect(
      tabbableElements(screen.getByTestId('layer')).map((element) => element.textContent),
    ).toEqual(['First', 'Last']);
  });
});

describe('useTabWrap', () => {
  it('sends Tab from the last stop to the first', () => {
    render(<Page active />);
    const last = screen.getByRole('link', { name: 'Last' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
  });

  it('sends Shift+Tab from the first stop, or from the focused heading, to the last', () => {
    render(<Page active />);
    const first = screen.getByRole('button', { name: 'First' });
    first.focus();
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(screen.getByRole('link', { name: 'Last' })).toHaveFocus();
    const heading = screen.getByRole('heading', { name: 'Layer' });
    heading.focus();
    fireEvent.keyDown(heading, { key: 'Tab', shiftKey: true });
    expect(screen.getByRole('link', { name: 'Last' })).toHaveFocus();
  });

  it('leaves Tab between stops to the browser', () => {
    render(<Page active />);
    const first = screen.getByRole('button', { name: 'First' });
    first.focus();
    expect(fireEvent.keyDown(first, { key: 'Tab' })).toBe(true);
    expect(first).toHaveFocus();
  });

  it('does nothing while inactive', () => {
    render(<Page active={false} />);
    const last = screen.getByRole('link', { name: 'Last' });
    last.focus();
    expect(fireEvent.keyDown(last, { key: 'Tab' })).toBe(true);
    expect(last).toHaveFocus();
  });
});

describe('useInertOutside', () => {
  it('makes everything outside the layer inert while active, and restores it after', () => {
    const { rerender } = render(<Page active />);
    expect(screen.getByRole('button', { name: 'Before' })).toHaveAttribute('inert');
    expect(screen.getByTestId('beside')).toHaveAttribute('inert');
    expect(screen.getByTestId('nested')).not.toHaveAttribute('inert');
    expect(screen.getByTestId('layer')).not.toHaveAttribute('inert');

    rerender(<Page active={false} />);
    expect(screen.getByRole('button', { name: 'Before' })).not.toHaveAttribute('inert');
    expect(screen.getByTestId('beside')).not.toHaveAttribute('inert');
    expect(screen.getByTestId('already')).toHaveAttribute('inert');
  });
});
