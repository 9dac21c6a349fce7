import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COURT_INFO, FAQ_DEFAULTS, FAQ_PATHS, telHref } from '@court/contract';
import { publishedFaq } from '@court/contract/markdown';
import { createPageData, PageDataContext } from '@court/kit';
import { expectNoAxeViolations, renderPage } from '@court/kit/testing';
import JuryFaqPage from './jury-faq-page';

const QUESTIONS = FAQ_DEFAULTS.jury.topics.flatMap((topic) => topic.questions);
const ANCHORS = QUESTIONS.map((entry) => entry.anchor);

/** The page as the server renders it: with the published jury FAQ (the site's own) in place. */
function renderJuryFaqPage(route: string) {
  return renderPage(
    <PageDataContext value={createPageData({ [FAQ_PATHS.jury]: publishedFaq(FAQ_DEFAULTS.jury) })}>
      <JuryFaqPage />
    </PageDataContext>,
    { route },
  );
}

function question(anchor: string) {
  const details = document.getElementById(anchor)?.closest('details');
  if (!details) throw new Error(`no question #${anchor}`);
  return details;
}

function questionSummary(anchor: string): HTMLElement {
  const summary = question(anchor).querySelector('summary');
  if (!summary) throw new Error(`question #${anchor} has no summary`);
  return summary;
}

/** Every jury fact the court publishes, by the question that answers it, in each language. */
const FACTS = {
  en: {
    'on-call': [
      /after 5:00 p\.m\./,
      /Starting the evening before your service week, and every evening through that week, call or text/,
    ],
    'length-of-service': [/typically needed for one day, occasionally two/],
    'juror-pay': [/\$20 for each day of service, paid on the day you serve or mailed to you/],
    'juror-selection': [
      /chosen at random from the registered voters, through the county board of elections/,
    ],
    'types-of-trials': [
      /Criminal, Traffic and Civil cases/,
      /up to 6 months in jail and a fine of up to \$1,000/,
      /award can be up to \$15,000/,
    ],
    'prohibited-items': [
      /Guns or ammunition/,
      /Knives/,
      /Scissors/,
      /Razor blades, including box cutters/,
      /Pepper spray/,
      /Anything that could be seen as a weapon/,
      /Legal items other than guns, ammunition and knives are held at security and returned to you when you leave/,
    ],
    weapons: [
      /deadly weapon into a courthouse is a first-degree misdemeanor\. For someone with a prior conviction, it is a fourth-degree felony/,
    ],
  },
  es: {
    'on-call': [
      /después de las 5:00 p\. m\./,
      /A partir de la tarde anterior a su semana de servicio, y cada tarde durante esa semana/,
    ],
    'length-of-service': [/un solo día; a veces, dos/],
    'juror-pay': [
      /\$20 por cada día de servicio, que se pagan el mismo día en que sirve o se le envían por correo/,
    ],
    'juror-selection': [
      /al azar entre los votantes inscritos, por medio de la junta electoral del condado/,
    ],
    'types-of-trials': [
      /casos penales, de tránsito y civiles/,
      /hasta 6 meses de cárcel y una multa de hasta \$1,000/,
      /indemnización puede ser de hasta \$15,000/,
    ],
    'prohibited-items': [
      /Armas de fuego o municiones/,
      /Cuchillos/,
      /Tijeras/,
      /Hojas de afeitar, incluidos los cúteres/,
      /Gas pimienta/,
      /Cualquier cosa que pueda considerarse un arma/,
      /salvo las armas de fuego, las municiones y los cuchillos, se guardan en el control de seguridad y se le devuelven al salir/,
    ],
    weapons: [
      /arma mortal en un tribunal es un delito menor de primer grado\. .* condena anterior, es un delito grave de cuarto grado/,
    ],
  },
};

describe('jury FAQ page', () => {
  it('groups its questions under topic headings, each a closed disclosure with an anchor', async () => {
    const { container } = renderJuryFaqPage('/jury-faq');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Jury FAQ');
    expect(document.title).toBe('Jury FAQ | Canton Municipal Court');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Reporting for service',
      'Selection and trials',
      'Courthouse security',
    ]);
    const questions = container.querySelectorAll('details');
    expect([...questions].map((details) => details.querySelector('summary')?.id)).toEqual(ANCHORS);
    expect(new Set(ANCHORS).size).toBe(ANCHORS.length);
    for (const details of questions) expect(details).not.toHaveAttribute('open');
    expect(within(question('juror-pay')).getByText('Am I paid for jury service?')).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it.each(['en', 'es'] as const)('states every jury fact of the court in %s', (language) => {
    renderJuryFaqPage(language === 'en' ? '/jury-faq' : '/es/jury-faq');
    for (const [anchor, facts] of Object.entries(FACTS[language])) {
      const answer = within(question(anchor));
      for (const fact of facts) expect(answer.getAllByText(fact).length).toBeGreaterThan(0);
    }
  });

  it('gives every question the same anchor in both languages, for links to its answer', () => {
    const { unmount } = renderJuryFaqPage('/jury-faq');
    for (const anchor of ANCHORS) expect(questionSummary(anchor).id).toBe(anchor);
    unmount();
    renderJuryFaqPage('/es/jury-faq');
    for (const anchor of ANCHORS) expect(questionSummary(anchor).id).toBe(anchor);
  });

  // Keyboard activation of <summary> is the browser's own; jsdom only implements the click.
  it('opens an answer with the on-call line to call or text and the elections link', async () => {
    const user = userEvent.setup();
    renderJuryFaqPage('/jury-faq');
    await user.click(screen.getByText('How do I know whether I need to report?'));
    const onCall = within(question('on-call'));
    expect(question('on-call')).toHaveAttribute('open');
    expect(
      onCall.getByRole('link', { name: `Call ${COURT_INFO.juryOnCallPhone}` }),
    ).toHaveAttribute('href', telHref(COURT_INFO.juryOnCallPhone));
    expect(
      onCall.getByRole('link', { name: `Text ${COURT_INFO.juryOnCallPhone}` }),
    ).toHaveAttribute('href', expect.stringMatching(/^sms:\+1\d{10}$/));

    await user.click(screen.getByText('How was I chosen?'));
    const elections = within(question('juror-selection')).getByRole('link', {
      name: 'Visit the county board of elections website (opens in a new tab)',
    });
    expect(elections).toHaveAttribute('href', COURT_INFO.boardOfElectionsUrl);
    expect(elections).toHaveAttribute('target', '_blank');

    const back = screen.getByRole('link', { name: 'Back to Jury Service' });
    expect(back).toHaveAttribute('href', '/jury-service');
    expect(back).toHaveClass('usa-button');
  });

  it('speaks Spanish under /es/ and keeps its links there', async () => {
    const user = userEvent.setup();
    const { container } = renderJuryFaqPage('/es/jury-faq');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Preguntas frecuentes sobre el jurado',
    );
    expect(document.title).toBe(
      'Preguntas frecuentes sobre el jurado | Tribunal Municipal de Canton',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Seguridad en el tribunal' }),
    ).toBeVisible();
    await user.click(questionSummary('on-call'));
    expect(question('on-call')).toHaveAttribute('open');
    expect(
      screen.getByRole('link', { name: `Llame al ${COURT_INFO.juryOnCallPhone}` }),
    ).toBeVisible();
    expect(
      screen.getByRole('link', {
        name: `Envíe un mensaje de texto al ${COURT_INFO.juryOnCallPhone}`,
      }),
    ).toBeVisible();
    expect(
      screen.getByRole('link', {
        name: 'Visite el sitio web de la junta electoral del condado (se abre en una pestaña nueva)',
        hidden: true,
      }),
    ).toHaveAttribute('href', COURT_INFO.boardOfElectionsUrl);
    expect(screen.getByRole('link', { name: 'Volver al servicio de jurado' })).toHaveAttribute(
      'href',
      '/es/jury-service',
    );
    await expectNoAxeViolations(container);
  });

  it('asks every question in both languages', () => {
    for (const { question: words, answer } of QUESTIONS) {
      expect(words.es).not.toBe('');
      expect(answer.es).not.toBe('');
    }
  });
});
