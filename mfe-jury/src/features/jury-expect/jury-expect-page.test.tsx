import { screen, within } from '@testing-library/react';
import { COURT_INFO } from '@court/contract';
import { expectNoAxeViolations, renderPage } from '@court/kit/testing';
import JuryExpectPage from './jury-expect-page';

/** The day of service in order, as each language words it. */
const STEPS = {
  en: [
    /Bring your jury summons/,
    /After you pass through security, go to the Jury Assembly Room/,
    /scans the barcode on your summons and gives you a juror number on a lanyard/,
    /not completed your juror questionnaire, you will be offered a link to the juror portal or given a tablet/,
    /Refreshments are offered, and you are welcome to bring your own food/,
    /Once every juror has checked in, the orientation begins/,
    /escorted to the courtroom, where the judge gives you instructions/,
  ],
  es: [
    /Traiga consigo su citación/,
    /control de seguridad, vaya a la Sala de Reunión del Jurado/,
    /escanea el código de barras de su citación y le entrega un número de jurado/,
    /se le ofrecerá un enlace al portal del jurado o se le dará una tableta/,
    /Se ofrecen refrigerios, y puede traer su propia comida/,
    /Cuando todos los jurados se han registrado, comienza la orientación/,
    /se le acompaña a la sala del tribunal, donde el juez le da instrucciones/,
  ],
};

function steps() {
  const list = screen.getByRole('list');
  expect(list.tagName).toBe('OL');
  return within(list).getAllByRole('listitem');
}

describe('what to expect page', () => {
  it('walks through the day of service in order', async () => {
    const { container } = renderPage(<JuryExpectPage />, { route: '/jury-expect' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('What to Expect');
    expect(document.title).toBe('What to Expect | Canton Municipal Court');
    const items = steps();
    expect(items).toHaveLength(STEPS.en.length);
    STEPS.en.forEach((step, index) => expect(items[index]).toHaveTextContent(step));
    const portal = screen.getByRole('link', {
      name: 'Complete your questionnaire on the juror portal (opens in a new tab)',
    });
    expect(portal).toHaveAttribute('href', COURT_INFO.jurorPortalUrl);
    expect(portal).toHaveAttribute('target', '_blank');
    const back = screen.getByRole('link', { name: 'Back to Jury Service' });
    expect(back).toHaveAttribute('href', '/jury-service');
    expect(back).toHaveClass('usa-button');
    await expectNoAxeViolations(container);
  });

  it('speaks Spanish under /es/', async () => {
    const { container } = renderPage(<JuryExpectPage />, { route: '/es/jury-expect' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Qué esperar');
    expect(document.title).toBe('Qué esperar | Tribunal Municipal de Canton');
    const items = steps();
    expect(items).toHaveLength(STEPS.es.length);
    STEPS.es.forEach((step, index) => expect(items[index]).toHaveTextContent(step));
    expect(
      screen.getByRole('link', {
        name: 'Complete su cuestionario en el portal del jurado (se abre en una pestaña nueva)',
      }),
    ).toHaveAttribute('href', COURT_INFO.jurorPortalUrl);
    expect(screen.getByRole('link', { name: 'Volver al servicio de jurado' })).toHaveAttribute(
      'href',
      '/es/jury-service',
    );
    await expectNoAxeViolations(container);
  });
});
