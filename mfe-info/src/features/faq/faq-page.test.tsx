import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAQ_DEFAULTS, FAQ_PATHS } from '@court/contract';
import { publishedFaq } from '@court/contract/markdown';
import { createPageData, PageDataContext } from '@court/kit';
import { expectNoAxeViolations, renderPage } from '@court/kit/testing';
import FaqPage from './faq-page';

/** The FAQ page as the server renders it: with the published FAQ (the site's own) in place. */
function renderFaqPage(route: string) {
  return renderPage(
    <PageDataContext value={createPageData({ [FAQ_PATHS.site]: publishedFaq(FAQ_DEFAULTS.site) })}>
      <FaqPage />
    </PageDataContext>,
    { route },
  );
}

const QUESTIONS = FAQ_DEFAULTS.site.topics.flatMap((topic) => topic.questions);
const TOPIC_HEADINGS = {
  en: { traffic: 'Traffic Violations / Criminal Division', civil: 'Civil Division' },
  es: { traffic: 'Infracciones de tránsito / División Penal', civil: 'División Civil' },
};

function section(name: string) {
  const region = screen.getByRole('heading', { level: 2, name }).closest('section');
  if (!region) throw new Error(`no section for ${name}`);
  return within(region);
}

/** Every fee fact the court publishes, as each language words it. */
const FACTS = {
  en: {
    traffic: [
      /traffic citations cost \$160\.00 to \$210\.00/,
      /Seat belt violations .*\$105\.00 for the driver and \$95\.00 for a passenger/,
      /disorderly conduct minor misdemeanors cost \$205\.00/,
      /court appearance box on your citation is checked, or if this is your third moving violation within 12 months/,
      /Time to pay cannot be requested by phone\. You must come to court and ask the magistrate/,
      /A fine paid late cannot be mailed on your court date\. You must appear in court/,
      /The magistrate sets the fine in court\. If you do not have the money, you are allowed an additional 30 days to pay/,
      /No insurance means a 90-day suspension of your driver's license/,
      /proof that you paid the reinstatement fee with the Ohio Bureau of Motor Vehicles \(BMV\) and proof of valid insurance/,
      /Then apply to the court/,
    ],
    civil: [
      /Filing a civil complaint costs \$130\.00 for claims up to \$15,000/,
      /missed the eviction hearing has 3 days to file an objection/,
      /3-part form/,
      /The court keeps the time-stamped original/,
      /The tenant keeps a copy/,
      /One copy is mailed to the landlord/,
    ],
  },
  es: {
    traffic: [
      /citaciones de tránsito cuestan de \$160\.00 a \$210\.00/,
      /cinturón de seguridad .*\$105\.00 para el conductor y \$95\.00 para un pasajero/,
      /alteración del orden público cuestan \$205\.00/,
      /casilla de comparecencia ante el tribunal, o si es su tercera infracción de conducción en 12 meses/,
      /No se puede pedir tiempo para pagar por teléfono\. Debe venir al tribunal y pedírselo al magistrado/,
      /Una multa pagada con retraso no se puede enviar por correo el día de su audiencia\. Debe presentarse/,
      /El magistrado fija la multa en el tribunal\. Si no tiene el dinero, se le conceden 30 días adicionales/,
      /suspensión de su licencia de conducir por 90 días/,
      /pagó la tarifa de restablecimiento en la Oficina de Vehículos Motorizados de Ohio \(BMV\) y un comprobante de seguro vigente/,
      /solicite al tribunal privilegios limitados de conducir/,
    ],
    civil: [
      /Presentar una demanda civil cuesta \$130\.00 para reclamaciones de hasta \$15,000/,
      /tiene 3 días para presentar una objeción/,
      /formulario de 3 partes/,
      /El tribunal se queda con el original con sello de fecha y hora/,
      /El inquilino se queda con una copia/,
      /Una copia se envía por correo al arrendador/,
    ],
  },
};

describe('FAQ page', () => {
  it('has the traffic/criminal and civil sections, each question a closed disclosure', async () => {
    const { container } = renderFaqPage('/faq');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Frequently Asked Questions',
    );
    expect(document.title).toBe('Frequently Asked Questions | Canton Municipal Court');
    const questions = container.querySelectorAll('details');
    expect(questions).toHaveLength(QUESTIONS.length);
    for (const details of questions) expect(details).not.toHaveAttribute('open');
    expect(
      section('Traffic Violations / Criminal Division').getByText(
        'How much does a traffic citation cost?',
      ),
    ).toBeInTheDocument();
    expect(
      section('Civil Division').getByText('I missed my eviction hearing. What can I do?'),
    ).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it.each(['en', 'es'] as const)('states every fee fact of the court in %s', (language) => {
    const route = language === 'en' ? '/faq' : '/es/faq';
    renderFaqPage(route);
    const traffic = section(TOPIC_HEADINGS[language].traffic);
    const civil = section(TOPIC_HEADINGS[language].civil);
    for (const fact of FACTS[language].traffic) {
      expect(traffic.getByText(fact)).toBeInTheDocument();
    }
    for (const fact of FACTS[language].civil) {
      expect(civil.getByText(fact)).toBeInTheDocument();
    }
  });

  // Keyboard activation of <summary> is the browser's own; jsdom only implements the click.
  it('opens an answer and links the driving privileges application', async () => {
    const user = userEvent.setup();
    renderFaqPage('/faq');
    const question = screen.getByText('How do I get driving privileges?');
    const details = question.closest('details');
    await user.click(question);
    expect(details).toHaveAttribute('open');
    expect(
      within(details as HTMLElement).getByRole('link', {
        name: 'Apply for limited driving privileges',
      }),
    ).toHaveAttribute('href', '/driving-privileges');
  });

  it('tells that the court reminds people of their court dates, and links the sign-up', async () => {
    const user = userEvent.setup();
    renderFaqPage('/faq');
    const question = section('Traffic Violations / Criminal Division').getByText(
      'Can the court remind me of my court date?',
    );
    const details = question.closest('details') as HTMLElement;
    expect(question.closest('summary')).toHaveAttribute('id', 'court-date-reminders');
    await user.click(question);
    expect(within(details).getByText(/7 days and 1 day before each hearing/)).toBeVisible();
    expect(
      within(details).getByRole('link', { name: 'Sign up for court date reminders' }),
    ).toHaveAttribute('href', '/court-date-reminders');
  });

  it('speaks Spanish under /es/ and keeps its links there', async () => {
    const { container } = renderFaqPage('/es/faq');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Preguntas frecuentes');
    expect(document.title).toBe('Preguntas frecuentes | Tribunal Municipal de Canton');
    expect(
      screen.getByRole('link', {
        name: 'Solicitar privilegios limitados de conducir',
        hidden: true,
      }),
    ).toHaveAttribute('href', '/es/driving-privileges');
    expect(
      screen.getByRole('link', {
        name: 'Inscribirse para recibir recordatorios de fechas de corte',
        hidden: true,
      }),
    ).toHaveAttribute('href', '/es/court-date-reminders');
    await expectNoAxeViolations(container);
  });

  it('gives each question an id links can open, the same in both languages', () => {
    const ids = (route: string) => {
      const { container, unmount } = renderFaqPage(route);
      const found = Array.from(container.querySelectorAll('summary'), (summary) => summary.id);
      unmount();
      return found;
    };
    const english = ids('/faq');
    expect(english).toContain('citation-cost');
    expect(english).toContain('eviction-objection');
    expect(new Set(english).size).toBe(QUESTIONS.length);
    expect(ids('/es/faq')).toEqual(english);
  });

  it('asks every question in both languages', () => {
    for (const { question, answer } of QUESTIONS) {
      expect(question.es).not.toBe('');
      expect(answer.es).not.toBe('');
    }
  });

  it('shows a question whose Spanish is not written in English, marked as English', () => {
    const faq = publishedFaq({
      topics: [
        {
          heading: { en: 'Paying', es: 'Pagar' },
          questions: [
            {
              anchor: 'pay-online',
              question: { en: 'Can I pay online?', es: '' },
              answer: { en: 'Yes, with **a card**.', es: '' },
            },
          ],
        },
      ],
    });
    const { container } = renderPage(
      <PageDataContext value={createPageData({ [FAQ_PATHS.site]: faq })}>
        <FaqPage />
      </PageDataContext>,
      { route: '/es/faq' },
    );
    expect(screen.getByText('Can I pay online?')).toHaveAttribute('lang', 'en');
    const answer = container.querySelector('#pay-online + .court-faq__answer > [lang="en"]');
    expect(answer?.textContent).toBe('Yes, with a card.');
    expect(answer?.querySelector('strong')).toHaveTextContent('a card');
  });
});
