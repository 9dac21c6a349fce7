import { act, screen } from '@testing-library/react';
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
  const juryFaq = () => Promise.resolve({ default: () => <PageHeading>Jury FAQ</PageHeading> });

  it('renders the page of the matched path after a loading status', async () => {
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const { Pages } = createRemotePages({ 'jury-faq': () => arrived.then(juryFaq) });
    // A component suspended on use() resumes only inside an awaited act().
    const { container } = await act(async () => renderPage(<Pages path="jury-faq" />));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await act(async () => arrive());
    expect(screen.getByRole('heading', { name: 'Jury FAQ' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('renders a preloaded page at once, without a loading status', async () => {
    const { Pages, preloadPage } = createRemotePages({ 'jury-faq': juryFaq });
    await preloadPage('jury-faq');
    renderPage(<Pages path="jury-faq" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Jury FAQ' })).toBeInTheDocument();
  });

  it('tries again after a page failed to load', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockImplementation(juryFaq);
    const { preloadPage } = createRemotePages({ 'jury-faq': load });
    await expect(preloadPage('jury-faq')).rejects.toThrow('offline');
    await expect(preloadPage('jury-faq')).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('refuses a path it does not serve, so the shell error boundary can say so', () => {
    const { Pages } = createRemotePages({});
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderPage(<Pages path="nowhere" />)).toThrow('No page for path "nowhere"');
  });

  it('announces loading in Spanish on Spanish pages', async () => {
    const { container } = renderPage(<PageLoading />, { route: '/es/' });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando');
    await expectNoAxeViolations(container);
  });
});
