import { screen } from '@testing-library/react';
import { renderPage } from '@court/kit/testing';
import { BackToJuryService } from './back-to-jury-service';

describe('back to jury service link', () => {
  it('leads back to the jury service menu, styled as a button', () => {
    renderPage(<BackToJuryService />, { route: '/jury-faq' });
    const link = screen.getByRole('link', { name: 'Back to Jury Service' });
    expect(link).toHaveAttribute('href', '/jury-service');
    expect(link).toHaveClass('usa-button');
  });

  it('stays in Spanish under /es/', () => {
    renderPage(<BackToJuryService />, { route: '/es/jury-faq' });
    expect(screen.getByRole('link', { name: 'Volver al servicio de jurado' })).toHaveAttribute(
      'href',
      '/es/jury-service',
    );
  });
});
