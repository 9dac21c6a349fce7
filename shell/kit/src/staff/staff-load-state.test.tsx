import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, renderPage } from '../testing';
import { StaffLoadState, type StaffLoadTexts } from './staff-load-state';
import type { ApiLoad } from '../api/use-api-get';

interface Thing {
  name: string;
}

const INVALID: ApiLoad<Thing> = {
  status: 'refused',
  reason: 'invalid',
  error: 'Check the filters.',
  errors: { from: 'validation:date.invalid' },
};
const NOT_FOUND: ApiLoad<Thing> = { status: 'refused', reason: 'notFound', error: 'Not found.' };
const FORBIDDEN: ApiLoad<Thing> = { status: 'refused', reason: 'forbidden', error: 'Not yours.' };

const TEXTS: StaffLoadTexts = {
  loading: 'Loading the things…',
  failed: 'The things could not be loaded.',
  retry: 'Try again',
};

function renderState(
  load: ApiLoad<Thing>,
  texts: StaffLoadTexts = TEXTS,
  retry: () => void = jest.fn(),
) {
  return render(
    <StaffLoadState load={load} retry={retry} texts={texts}>
      {(thing) => <p>Thing: {thing.name}</p>}
    </StaffLoadState>,
  );
}

describe('StaffLoadState', () => {
  it('says it is loading in a status line', async () => {
    const { container } = renderState({ status: 'loading' });
    const line = screen.getByRole('status');
    expect(line).toHaveTextContent('Loading the things…');
    expect(line).toHaveClass('court-loading');
    await expectNoAxeViolations(container);
  });

  it('gives the loading line the class a section asks for', () => {
    render(
      <StaffLoadState
        load={{ status: 'loading' }}
        retry={jest.fn()}
        texts={TEXTS}
        loadingClassName="court-section__loading"
      />,
    );
    expect(screen.getByRole('status')).toHaveClass('court-section__loading');
    expect(screen.getByRole('status')).not.toHaveClass('court-loading');
  });

  it('announces a failure in an error alert whose button asks again', async () => {
    const user = userEvent.setup();
    const retry = jest.fn();
    const { container } = renderState(
      { status: 'failed', unavailable: false, retryable: true },
      TEXTS,
      retry,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveClass('usa-alert', 'usa-alert--error');
    expect(alert).toHaveTextContent('The things could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it.each([
    [
      '/staff/things',
      "The court's database cannot be reached just now. You are still signed in; try again in a minute.",
    ],
    [
      '/es/staff/things',
      'En este momento no es posible comunicarse con la base de datos del tribunal. Su sesión sigue iniciada; inténtelo de nuevo en un minuto.',
    ],
  ])(
    'says in its own words on %s that the database cannot be reached, with the retry button',
    async (route, message) => {
      const user = userEvent.setup();
      const retry = jest.fn();
      const { container } = renderPage(
        <StaffLoadState
          load={{ status: 'failed', unavailable: true, retryable: true }}
          retry={retry}
          texts={TEXTS}
        />,
        { route },
      );
      const alert = screen.getByRole('alert');
      expect(alert).toHaveClass('usa-alert--error');
      expect(alert).toHaveTextContent(message);
      expect(alert).not.toHaveTextContent(TEXTS.failed);
      expect(document.activeElement).toBe(document.body);
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(retry).toHaveBeenCalledTimes(1);
      await expectNoAxeViolations(container);
    },
  );

  it('treats a 404 and a 400 as failures unless the page has words for them', () => {
    const notFound = renderState(NOT_FOUND);
    expect(screen.getByRole('alert')).toHaveTextContent('The things could not be loaded.');
    notFound.unmount();

    const invalid = renderState(INVALID);
    expect(screen.getByRole('alert')).toHaveTextContent('The things could not be loaded.');
    invalid.unmount();

    const texts = {
      ...TEXTS,
      notFound: 'There is no such thing.',
      invalid: 'Correct the filters above.',
    };
    const ownNotFound = renderState(NOT_FOUND, texts);
    expect(screen.getByText('There is no such thing.')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    ownNotFound.unmount();

    renderState(INVALID, texts);
    expect(screen.getByText('Correct the filters above.')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing for a 403 unless the page has a line for it', () => {
    const { container, unmount } = renderState(FORBIDDEN);
    expect(container).toBeEmptyDOMElement();
    unmount();

    renderState(FORBIDDEN, { ...TEXTS, forbidden: 'Not for your account.' });
    expect(screen.getByText('Not for your account.')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows nothing once the session ended: the staff gate asks for a sign-in', () => {
    const { container } = renderState({ status: 'signedOut' });
    expect(container).toBeEmptyDOMElement();
  });

  it('renders the loaded data through its children, and nothing without them', () => {
    const { unmount } = renderState({ status: 'ready', data: { name: 'Gavel' } });
    expect(screen.getByText('Thing: Gavel')).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    unmount();

    const { container } = render(
      <StaffLoadState
        load={{ status: 'ready', data: { name: 'Gavel' } }}
        retry={jest.fn()}
        texts={TEXTS}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
