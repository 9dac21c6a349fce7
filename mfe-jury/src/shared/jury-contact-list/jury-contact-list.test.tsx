import { screen } from '@testing-library/react';
import { COURT_INFO, telHref } from '@court/contract';
import { expectNoAxeViolations, renderPage } from '@court/kit/testing';
import { JuryContactList } from './jury-contact-list';

const digits = (phone: string) => phone.replace(/\D/g, '');

describe('jury contact list', () => {
  it('offers the jury office by e-mail, by a call and by a text message', async () => {
    const { container } = renderPage(<JuryContactList />, { route: '/jury-contact' });
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(`E-mail the jury office: ${COURT_INFO.juryEmail}`);
    expect(screen.getByRole('link', { name: COURT_INFO.juryEmail })).toHaveAttribute(
      'href',
      `mailto:${COURT_INFO.juryEmail}`,
    );
    expect(items[1]).toHaveTextContent(`Call the jury office: ${COURT_INFO.juryPhone}`);
    expect(screen.getByRole('link', { name: `Call ${COURT_INFO.juryPhone}` })).toHaveAttribute(
      'href',
      telHref(COURT_INFO.juryPhone),
    );
    expect(items[2]).toHaveTextContent(
      `Send a text message to the jury office: ${COURT_INFO.juryTextPhone}`,
    );
    expect(screen.getByRole('link', { name: `Text ${COURT_INFO.juryTextPhone}` })).toHaveAttribute(
      'href',
      `sms:+1${digits(COURT_INFO.juryTextPhone)}`,
    );
    await expectNoAxeViolations(container);
  });

  it('speaks Spanish under /es/', async () => {
    const { container } = renderPage(<JuryContactList />, { route: '/es/jury-contact' });
    expect(screen.getByText(/Escriba un correo electrónico a la oficina del jurado/)).toBeVisible();
    expect(
      screen.getByRole('link', { name: `Llame al ${COURT_INFO.juryPhone}` }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', {
        name: `Envíe un mensaje de texto al ${COURT_INFO.juryTextPhone}`,
      }),
    ).toHaveAttribute('href', `sms:+1${digits(COURT_INFO.juryTextPhone)}`);
    await expectNoAxeViolations(container);
  });
});
