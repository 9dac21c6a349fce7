import { screen } from '@testing-library/react';
import { COURT_INFO, telHref } from '@court/contract';
import { expectNoAxeViolations, renderPage } from '@court/kit/testing';
import JuryContactPage from './jury-contact-page';

describe('jury contact page', () => {
  it('shows the court name and street address, then e-mail, call and text', async () => {
    const { container } = renderPage(<JuryContactPage />, { route: '/jury-contact' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Jury Contact');
    expect(document.title).toBe('Jury Contact | Canton Municipal Court');
    const address = container.querySelector('address');
    expect(address).toHaveTextContent(COURT_INFO.name);
    expect(address).toHaveTextContent(COURT_INFO.street);
    expect(address).toHaveTextContent(`${COURT_INFO.city}, ${COURT_INFO.state} ${COURT_INFO.zip}`);
    expect(screen.getByRole('link', { name: COURT_INFO.juryEmail })).toHaveAttribute(
      'href',
      `mailto:${COURT_INFO.juryEmail}`,
    );
    expect(screen.getByRole('link', { name: `Call ${COURT_INFO.juryPhone}` })).toHaveAttribute(
      'href',
      telHref(COURT_INFO.juryPhone),
    );
    expect(screen.getByRole('link', { name: `Text ${COURT_INFO.juryTextPhone}` })).toHaveAttribute(
      'href',
      expect.stringMatching(/^sms:\+1\d{10}$/),
    );
    const back = screen.getByRole('link', { name: 'Back to Jury Service' });
    expect(back).toHaveAttribute('href', '/jury-service');
    expect(back).toHaveClass('usa-button');
    await expectNoAxeViolations(container);
  });

  it('speaks Spanish under /es/ and keeps the court name marked as English', async () => {
    const { container } = renderPage(<JuryContactPage />, { route: '/es/jury-contact' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contacto del jurado');
    expect(document.title).toBe('Contacto del jurado | Tribunal Municipal de Canton');
    expect(screen.getByText(COURT_INFO.name)).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 2, name: 'Dónde encontrarnos' })).toBeVisible();
    expect(screen.getByRole('link', { name: `Llame al ${COURT_INFO.juryPhone}` })).toBeVisible();
    expect(
      screen.getByRole('link', {
        name: `Envíe un mensaje de texto al ${COURT_INFO.juryTextPhone}`,
      }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver al servicio de jurado' })).toHaveAttribute(
      'href',
      '/es/jury-service',
    );
    await expectNoAxeViolations(container);
  });
});
