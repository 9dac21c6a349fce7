import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import {
  COURT_CONTACTS,
  COURT_CONTACTS_PATH,
  COURT_OFFICIALS_DEFAULTS,
  COURT_OFFICIALS_PATH,
  COURT_HOURS,
  COURT_INFO,
  contactDirectoryFor,
  courtTimeToInstant,
  formatTimeOfDay,
  publishedCourtHours,
  telHref,
  type CourtContacts,
} from '@court/contract';
import { publishedOfficials } from '@court/contract/markdown';
import { validationMessage } from '@court/contract/schemas';
import {
  databaseUnavailableResponse,
  expectNoAxeViolations,
  jsonResponse,
  renderPage,
  standInForFetch,
} from '@court/kit/testing';
import type { ReactElement } from 'react';
import { CourtHoursContext, createPageData, PageDataContext } from '@court/kit';
import ContactUsPage from './contact-us-page';

const fetchMock = standInForFetch();

const MESSAGE_URL = '/api/muni/contact-us';

/**
 * The API: `messages` in turn as the answers to the messages sent. The offices and officials are
 * in the page (renderServed), so a request for them would be a page opened from another.
 */
function serve(...messages: Response[]) {
  fetchMock.mockImplementation((url) => {
    if (url === `/api/muni/${COURT_CONTACTS_PATH}` || url === `/api/muni/${COURT_OFFICIALS_PATH}`) {
      return new Promise<Response>(() => {});
    }
    const answer = url === MESSAGE_URL ? messages.shift() : undefined;
    if (!answer) throw new Error(`unexpected request to ${url}`);
    return Promise.resolve(answer);
  });
}

/** The messages the page sent. */
function messagesSent() {
  return fetchMock.mock.calls.filter(([url]) => url === MESSAGE_URL);
}

// What the page lists while no facts are published (renderPage provides none).
const DIRECTORY = contactDirectoryFor(COURT_INFO, COURT_OFFICIALS_DEFAULTS.officials);

/** The page as the server sends it: rendered with the offices and officials published. */
function renderServed(page: ReactElement, route: string, contacts: CourtContacts = COURT_CONTACTS) {
  return renderPage(
    <PageDataContext
      value={createPageData({
        [COURT_CONTACTS_PATH]: contacts,
        [COURT_OFFICIALS_PATH]: publishedOfficials(COURT_OFFICIALS_DEFAULTS),
      })}
    >
      {page}
    </PageDataContext>,
    { route },
  );
}

/** A table's rows below its header, each as its office and its number. */
function tableRows(name: string): string[][] {
  const [, ...rows] = within(screen.getByRole('table', { name })).getAllByRole('row');
  return rows.map((row) => [
    within(row).getByRole('rowheader').textContent ?? '',
    within(row).getByRole('cell').textContent ?? '',
  ]);
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  serve();
});

function messageForm(): HTMLElement {
  return screen.getByRole('form', { name: 'Send us a message' });
}

/** Pastes rather than types the longer answers: typing re-renders the form once a key. */
async function fillValidMessage(user: UserEvent) {
  const form = within(messageForm());
  const answers: [string, string][] = [
    ['Your name', 'Ana Lopez'],
    ['E-mail address', 'ana@example.org'],
    ['Phone number (optional)', '330-555-0199'],
    ['Subject', 'Parking question'],
    ['Your message', 'Where do jurors park?'],
  ];
  for (const [label, answer] of answers) {
    await user.click(form.getByLabelText(label));
    await user.paste(answer);
  }
}

describe('contact us page', () => {
  it('lists judges, the clerk and other offices with phone links', async () => {
    const { container } = renderServed(<ContactUsPage />, '/contact-us');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Contact Us | Canton Municipal Court');
    expect(screen.getByText('Office hours: Monday to Friday, 8:30 AM to 4:30 PM.')).toBeVisible();

    const judges = within(screen.getByRole('table', { name: 'Judges' }));
    for (const judge of DIRECTORY.judges) {
      const row = within(judges.getByRole('row', { name: new RegExp(judge.name) }));
      expect(row.getByRole('link', { name: `Call ${judge.contact}` })).toHaveAttribute(
        'href',
        telHref(judge.contact),
      );
    }
    // The offices the site starts with, between the court's main line and jury phone.
    expect(tableRows(`Clerk of Court: ${COURT_INFO.clerkName}`)).toEqual([
      ['Clerk of Court, main line', COURT_INFO.phone],
      ...COURT_CONTACTS.clerkOffices.map((office) => [office.name.en, office.phone]),
    ]);
    expect(tableRows('Other offices')).toEqual([
      ...COURT_CONTACTS.otherOffices.map((office) => [office.name.en, office.phone]),
      ['Jury Office', COURT_INFO.juryPhone],
    ]);
    const others = within(screen.getByRole('table', { name: 'Other offices' }));
    expect(
      within(others.getByRole('row', { name: /Jury Office/ })).getByRole('link'),
    ).toHaveAttribute('href', telHref(COURT_INFO.juryPhone));
    for (const link of screen.getAllByRole('link', { name: /^Call / })) {
      expect(link.getAttribute('href')).toMatch(/^tel:\+1\d{10}$/);
    }

    for (const [name, href] of [
      ['Hours and parking', '/hours-and-parking'],
      ['Driving directions', '/driving-directions'],
      ['Related links', '/links'],
      ['Frequently asked questions', '/faq'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const trap = container.querySelector('input[name="website"]');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    await expectNoAxeViolations(container);
  });

  it("gives the Clerk of Court's office's hours as staff published them", () => {
    const halfFridays = {
      ...COURT_HOURS,
      offices: COURT_HOURS.offices.map((office) => ({
        ...office,
        week: { ...office.week, friday: { opens: '08:30', closes: '12:00' } },
      })),
    };
    renderServed(
      <CourtHoursContext
        value={publishedCourtHours(halfFridays, courtTimeToInstant('2026-12-22', '10:00'))}
      >
        <ContactUsPage />
      </CourtHoursContext>,
      '/contact-us',
    );
    expect(
      screen.getByText(
        'Office hours: Monday to Thursday, 8:30 AM to 4:30 PM; Friday, 8:30 AM to 12:00 PM.',
      ),
    ).toBeVisible();
  });

  it('lists the offices staff published between the main line and the Jury Office, marking English names on /es/', async () => {
    const published: CourtContacts = {
      clerkOffices: [
        { name: { en: 'Small Claims', es: 'Reclamos menores' }, phone: '330-555-0141' },
      ],
      otherOffices: [
        {
          name: { en: 'Court Administrator', es: 'Administrador del Tribunal' },
          phone: '330-555-0131',
        },
        { name: { en: 'Mediation Services', es: '' }, phone: '330-555-0142' },
      ],
    };
    const { container } = renderServed(<ContactUsPage />, '/es/contact-us', published);
    expect(tableRows(`Secretario del Tribunal: ${COURT_INFO.clerkName}`)).toEqual([
      ['Secretaría del Tribunal, línea principal', COURT_INFO.phone],
      ['Reclamos menores', '330-555-0141'],
    ]);
    expect(tableRows('Otras oficinas')).toEqual([
      ['Administrador del Tribunal', '330-555-0131'],
      ['Mediation Services', '330-555-0142'],
      ['Oficina de Jurados', COURT_INFO.juryPhone],
    ]);
    const others = within(screen.getByRole('table', { name: 'Otras oficinas' }));
    expect(others.getByText('Mediation Services')).toHaveAttribute('lang', 'en');
    expect(others.getByText('Administrador del Tribunal')).not.toHaveAttribute('lang');
    expect(others.getByRole('link', { name: /330-555-0142/ })).toHaveAttribute(
      'href',
      telHref('330-555-0142'),
    );
    await expectNoAxeViolations(container);
  });

  it('checks the message before sending: summary, inline messages and title', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderServed(<ContactUsPage />, '/contact-us');
    await user.type(screen.getByLabelText('Phone number (optional)'), '555');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const summary = screen.getByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(messagesSent()).toHaveLength(0);
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#name', '#email', '#phone', '#subject', '#message']);
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription(
      'Error: Enter your name.',
    );
    expect(screen.getByLabelText('Phone number (optional)')).toHaveValue('555');
    expect(document.title).toBe('Error: Contact Us | Canton Municipal Court');
    await expectNoAxeViolations(container);
  });

  it("shows the server's refusal per field and keeps every answer", async () => {
    const user = userEvent.setup({ delay: null });
    serve(
      jsonResponse(400, {
        error: 'Some answers need your attention. Correct them and submit again.',
        errors: { subject: 'Enter a subject for your message.' },
      }),
    );
    renderServed(<ContactUsPage />, '/contact-us');
    await fillValidMessage(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(
      within(summary).getByRole('link', { name: 'Enter a subject for your message.' }),
    ).toHaveAttribute('href', '#subject');
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription(
      expect.stringContaining('Error: Enter a subject for your message.'),
    );
    expect(screen.getByLabelText('Your name')).toHaveValue('Ana Lopez');
    expect(screen.getByLabelText('Your message')).toHaveValue('Where do jurors park?');
  });

  it('sends the message to contact-us, confirms it and clears the form', async () => {
    const user = userEvent.setup({ delay: null });
    serve(jsonResponse(200, { success: true }));
    renderServed(<ContactUsPage />, '/contact-us');
    await fillValidMessage(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(
      await screen.findByText('Thank you. Your message has been sent to the court.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^A member of the clerk’s staff will read it and reply/)).toBeVisible();
    expect(messagesSent()).toHaveLength(1);
    const [, init] = messagesSent()[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ana Lopez',
      email: 'ana@example.org',
      phone: '330-555-0199',
      subject: 'Parking question',
      message: 'Where do jurors park?',
      website: '',
      altcha: 'test-proof-of-work',
    });
    expect(screen.getByLabelText('Your name')).toHaveValue('');
    expect(screen.getByLabelText('Your message')).toHaveValue('');
  });

  it('keeps the message while the court cannot receive it (503) and resends it under the same key', async () => {
    const user = userEvent.setup({ delay: null });
    serve(databaseUnavailableResponse('es'), jsonResponse(200, { success: true }));
    renderServed(<ContactUsPage />, '/es/contact-us');
    const form = within(screen.getByRole('form', { name: 'Envíenos un mensaje' }));
    await user.click(form.getByLabelText('Su nombre'));
    await user.paste('Ana Lopez');
    await user.click(form.getByLabelText('Correo electrónico'));
    await user.paste('ana@example.org');
    await user.click(form.getByLabelText('Asunto'));
    await user.paste('Estacionamiento');
    await user.click(form.getByLabelText('Su mensaje'));
    await user.paste('¿Dónde se estacionan los jurados?');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    const summary = await screen.findByRole('region', { name: 'Hay un problema' });
    expect(summary).toHaveTextContent(`ERROR: ${validationMessage('server.unavailable', 'es')}`);
    expect(form.getByLabelText('Su nombre')).toHaveValue('Ana Lopez');
    expect(form.getByLabelText('Su mensaje')).toHaveValue('¿Dónde se estacionan los jurados?');

    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText('Gracias. Su mensaje fue enviado al tribunal.'),
    ).toBeInTheDocument();
    expect(messagesSent()).toHaveLength(2);
    const [first, second] = messagesSent().map(([, init]) =>
      new Headers(init.headers).get('Idempotency-Key'),
    );
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toBe(first);
  });

  it('speaks Spanish on /es/contact-us', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderServed(<ContactUsPage />, '/es/contact-us');
    expect(screen.getByRole('heading', { level: 1, name: 'Contáctenos' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Jueces' })).toBeInTheDocument();
    const time = (hhmm: string) => formatTimeOfDay(hhmm, 'es').replace(/\s+/g, ' ');
    expect(
      screen.getByText(
        `Horario de atención: de lunes a viernes, de ${time('08:30')} a ${time('16:30')}.`,
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Preguntas frecuentes' })).toHaveAttribute(
      'href',
      '/es/faq',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const summary = screen.getByRole('region', { name: 'Hay un problema' });
    expect(within(summary).getByRole('link', { name: 'Escriba su mensaje.' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('opened from another page, says the phone numbers are coming, and when they cannot come, the main line', async () => {
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        url === `/api/muni/${COURT_CONTACTS_PATH}`
          ? databaseUnavailableResponse('en')
          : new Promise<Response>(() => {}),
      ),
    );
    renderPage(<ContactUsPage />, { route: '/contact-us' });
    const directory = within(screen.getByRole('region', { name: 'Phone numbers' }));
    expect(directory.getByRole('status')).toHaveTextContent('Loading the phone numbers…');
    const warning = await directory.findByRole('alert');
    expect(warning).toHaveTextContent(
      'The phone numbers could not be loaded. Please try again later.',
    );
    expect(within(warning).getByRole('link', { name: `Call ${COURT_INFO.phone}` })).toHaveAttribute(
      'href',
      telHref(COURT_INFO.phone),
    );
    // No sample judge or office is given as the court's.
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Send us a message' })).toBeVisible();
  });
});
