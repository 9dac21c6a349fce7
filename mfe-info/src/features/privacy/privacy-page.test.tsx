import { screen, within } from '@testing-library/react';
import { COURT_INFO } from '@court/contract';
import { expectNoAxeViolations, renderPage, expectCourtNamedAsPublished } from '@court/kit/testing';
import PrivacyPage from './privacy-page';

const FORM_HEADINGS = [
  'Juror notification sign-up',
  'Limited driving privileges application',
  'Zoom hearing registration',
  'Interpreter request',
  'Contact message',
];

/** The description list that follows a form's heading. */
function formEntry(heading: string): HTMLElement {
  const list = screen.getByRole('heading', { level: 3, name: heading }).nextElementSibling;
  if (!(list instanceof HTMLElement)) throw new Error(`no entry for ${heading}`);
  return list;
}

describe('privacy notice', () => {
  it('names the court as it published its name, in both languages', () => {
    expectCourtNamedAsPublished(<PrivacyPage />, '/privacy');
    expectCourtNamedAsPublished(<PrivacyPage />, '/es/privacy');
  });

  it('says what each form collects, why, for how long and who sees it', async () => {
    const { container } = renderPage(<PrivacyPage />, { route: '/privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Privacy Notice | Canton Municipal Court');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      FORM_HEADINGS,
    );
    for (const heading of FORM_HEADINGS) {
      const entry = within(formEntry(heading));
      for (const term of ['What we collect', 'Why', 'How long we keep it', 'Who can see it']) {
        expect(entry.getByText(term)).toBeInTheDocument();
      }
    }
    const jurors = within(formEntry('Juror notification sign-up'));
    expect(jurors.getByText(/juror number/)).toBeInTheDocument();
    expect(jurors.getByText(/mobile carrier/)).toBeInTheDocument();
    const driving = within(formEntry('Limited driving privileges application'));
    expect(driving.getByText(/full Social Security number/)).toBeInTheDocument();
    expect(driving.getByText(/records-retention schedule/)).toBeInTheDocument();
    expect(screen.getByText(/encrypted when stored/)).toHaveTextContent(/last four digits/);
    expect(screen.getAllByText(/forms role/)).toHaveLength(3);
    await expectNoAxeViolations(container);
  });

  it('lists the cookies, rules out tracking and says how to ask about your data', async () => {
    const { container } = renderPage(<PrivacyPage />, { route: '/privacy' });
    expect(screen.getByRole('heading', { level: 2, name: 'Cookies' })).toBeInTheDocument();
    expect(screen.getByText(/forged requests/)).toBeInTheDocument();
    expect(screen.getByText(/A sign-in cookie, only for court staff/)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'No tracking or advertising' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'How to ask about your information' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: COURT_INFO.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${COURT_INFO.contactEmail}`,
    );
    expect(screen.getByText(/last updated on November 22, 2026/)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('speaks Spanish under /es/', async () => {
    const { container } = renderPage(<PrivacyPage />, { route: '/es/privacy' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Aviso de privacidad' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', {
        level: 3,
        name: 'Solicitud de privilegios limitados de conducir',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Sin rastreo ni publicidad' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/22 de noviembre de 2026/)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
