import { within } from '@testing-library/react';
import { renderPageOnServer } from '../testing';
import { NEEDS_SCRIPT_CLASS } from './needs-script';
import { PageLoading } from './remote-pages';
import { ScriptButton, ScriptNeedSaidContext } from './script-button';

const rendered: HTMLElement[] = [];

/** A server render, taken out of the document after the test (it is never hydrated). */
function serverRendered(...args: Parameters<typeof renderPageOnServer>): HTMLElement {
  const { container } = renderPageOnServer(...args);
  rendered.push(container);
  return container;
}
afterEach(() => {
  for (const container of rendered.splice(0)) container.remove();
});

/**
 * What a browser running no script shows of a server render's <noscript> elements. The test's
 * browser runs scripts, so it keeps their content as text: read it as HTML.
 */
function withoutScript(container: HTMLElement): HTMLElement {
  const shown = document.createElement('div');
  shown.innerHTML = [...container.querySelectorAll('noscript')]
    .map((element) => element.textContent)
    .join('');
  return shown;
}

describe('ScriptButton in the HTML the server sends', () => {
  it('is disabled, and says it needs the script with the phone number, in the page language', () => {
    for (const [route, text] of [
      [
        '/interpreter',
        'To use this button, your browser needs JavaScript turned on. ' +
          'You can also call the court at 330-555-0100.',
      ],
      [
        '/es/interpreter',
        'Para usar este botón, su navegador necesita tener JavaScript activado. ' +
          'También puede llamar al tribunal al 330-555-0100.',
      ],
    ] as const) {
      const container = serverRendered(<ScriptButton>Request</ScriptButton>, { route });
      const button = within(container).getByRole('button', { name: 'Request' });
      expect(button).toBeDisabled();
      expect(button).not.toHaveClass(NEEDS_SCRIPT_CLASS);
      expect(withoutScript(container)).toHaveTextContent(text);
    }
  });

  it('says nothing more inside something that already says the script is needed', () => {
    const container = serverRendered(
      <ScriptNeedSaidContext value={true}>
        <ScriptButton>Add a location</ScriptButton>
      </ScriptNeedSaidContext>,
    );
    expect(container.querySelector('noscript')).toBeNull();
  });

  it('is left out, where the page does without it', () => {
    const container = serverRendered(<ScriptButton withoutScript="hidden">Menu</ScriptButton>);
    expect(within(container).getByRole('button', { name: 'Menu' })).toHaveClass(NEEDS_SCRIPT_CLASS);
    expect(container.querySelector('noscript')).toBeNull();
  });

  it('gives its place to what stands in for it', () => {
    const container = serverRendered(
      <ScriptButton className="court-link" withoutScript={<a href="/search?q=fees">Fees</a>}>
        Fees
      </ScriptButton>,
    );
    expect(within(container).getByRole('button', { name: 'Fees' })).toHaveClass(
      'court-link',
      NEEDS_SCRIPT_CLASS,
    );
    const link = withoutScript(container).querySelector('a');
    expect(link).toHaveAttribute('href', '/search?q=fees');
    expect(link).toHaveTextContent('Fees');
  });
});

describe('PageLoading in the HTML the server sends', () => {
  it.each([
    ['/staff/forms', 'To show this page, your browser needs JavaScript turned on.'],
    [
      '/es/staff/forms',
      'Para mostrar esta página, su navegador necesita tener JavaScript activado.',
    ],
  ])('on %s, says the page needs the script instead of loading', (route, text) => {
    const container = serverRendered(<PageLoading />, { route });
    expect(within(container).getByRole('status')).toHaveClass(NEEDS_SCRIPT_CLASS);
    expect(withoutScript(container)).toHaveTextContent(`${text}`);
    expect(withoutScript(container)).toHaveTextContent('330-555-0100');
  });
});
