import { lazy } from 'react';
import { screen } from '@testing-library/react';
import { expectNoAxeViolations, renderPage } from '../testing';
import { PageHeading } from './page-heading';
import { createRemotePages, PageLoading } from './remote-pages';

describe('PageHeading', () => {
  it('is the focus target h1 and sets the document title', async () => {
    const { container } = renderPage(<PageHeading>Jury Service</PageHeading>);
    const heading = screen.getByRole('heading', { level: 1, name: 'Jury Service' });
    expect(heading).toHaveAttribute('id', 'page-heading');
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(document.title).toBe('Jury Service | Canton Municipal Court');
    await expectNoAxeViolations(container);
  });

  it('prefixes the title with Error: while a form shows errors, in Spanish too', () => {
    renderPage(
      <PageHeading title="Intérprete" hasError>
        ¿Necesita un intérprete?
      </PageHeading>,
      { route: '/es/interpreter' },
    );
    expect(document.title).toBe('Error: Intérprete | Tribunal Municipal de Canton');
  });
});

describe('createRemotePages', () => {
  it('renders the lazy page of the matched path after a loading status', async () => {
    const Pages = createRemotePages({
      'jury-faq': lazy(async () => ({ default: () => <PageHeading>Jury FAQ</PageHeading> })),
    });
    const { container } = renderPage(<Pages path="jury-faq" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('heading', { name: 'Jury FAQ' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('refuses a path it does not serve, so the shell error boundary can say so', () => {
    const Pages = createRemotePages({});
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderPage(<Pages path="nowhere" />)).toThrow('No page for path "nowhere"');
  });

  it('announces loading in Spanish on Spanish pages', async () => {
    const { container } = renderPage(<PageLoading />, { route: '/es/' });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando');
    await expectNoAxeViolations(container);
  });
});
