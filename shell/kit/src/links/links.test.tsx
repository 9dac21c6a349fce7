import { screen } from '@testing-library/react';
import { expectNoAxeViolations, renderPage } from '../testing';
import { DocumentLink } from './document-link';
import { ExternalLink } from './external-link';
import { LocalizedLink } from './localized-link';
import { PhoneLink } from './phone-link';
import { Link, NavLink } from './router-links';

describe('links', () => {
  it('opens an external link in a new tab and says so to screen readers', async () => {
    const { container } = renderPage(
      <ExternalLink href="https://example.org/">Juror portal</ExternalLink>,
    );
    const link = screen.getByRole('link', { name: 'Juror portal (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expectNoAxeViolations(container);
  });

  it('announces the new tab in Spanish on Spanish pages', () => {
    renderPage(<ExternalLink href="https://example.org/">Portal</ExternalLink>, { route: '/es/' });
    expect(
      screen.getByRole('link', { name: 'Portal (se abre en una pestaña nueva)' }),
    ).toBeInTheDocument();
  });

  it('links a document of the library as a PDF in a new tab', async () => {
    const { container } = renderPage(<DocumentLink slug="local-rules">Local rules</DocumentLink>);
    const link = screen.getByRole('link', { name: /Local rules \(PDF\)/ });
    expect(link).toHaveAttribute('href', '/documents/local-rules.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(container);
  });

  it('makes a tel: link whose name says it calls the number', async () => {
    const { container } = renderPage(<PhoneLink phone="330-555-0100" />);
    const link = screen.getByRole('link', { name: 'Call 330-555-0100' });
    expect(link).toHaveAttribute('href', 'tel:+13305550100');
    await expectNoAxeViolations(container);
  });

  it('keeps internal links in the visitor language', () => {
    renderPage(<LocalizedLink to="jury-faq">FAQ</LocalizedLink>, { route: '/es/jury-service' });
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/es/jury-faq');
  });

  it('renders no mark for a routing mode the site does not use', () => {
    renderPage(
      <>
        <LocalizedLink to="jury-faq">FAQ</LocalizedLink>
        <Link to="/careers">Careers</Link>
        <NavLink to="/contact-us">Contact</NavLink>
      </>,
    );
    for (const name of ['FAQ', 'Careers', 'Contact']) {
      expect(screen.getByRole('link', { name })).not.toHaveAttribute('data-discover');
    }
  });
});
