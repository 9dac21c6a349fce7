import { screen } from '@testing-library/react';
import { COURT_INFO } from '@court/contract';
import { expectNoAxeViolations, renderPage } from '@court/kit/testing';
import { RemoteErrorBoundary } from './remote-error-boundary';

function Broken(): never {
  throw new Error('#RUNTIME-003 remote unreachable');
}

describe('RemoteErrorBoundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React and the boundary report the caught error; keep the test output readable.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('says the page is unavailable and gives the court phone', async () => {
    const { container } = renderPage(
      <RemoteErrorBoundary remoteName="mfe_jury">
        <Broken />
      </RemoteErrorBoundary>,
    );
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'This part of the site is temporarily unavailable',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Call ${COURT_INFO.phone}` })).toHaveAttribute(
      'href',
      'tel:+13305550100',
    );
    expect(container).toHaveTextContent(`call the court at ${COURT_INFO.phone}.`);
    expect(document.title).toBe(
      'This part of the site is temporarily unavailable | Canton Municipal Court',
    );
    await expectNoAxeViolations(container);
  });

  it('says it in Spanish on Spanish pages', () => {
    renderPage(
      <RemoteErrorBoundary remoteName="mfe_jury">
        <Broken />
      </RemoteErrorBoundary>,
      { route: '/es/jury-faq' },
    );
    expect(
      screen.getByRole('heading', {
        name: 'Esta parte del sitio no está disponible temporalmente',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Llame al ${COURT_INFO.phone}` })).toBeInTheDocument();
  });
});
