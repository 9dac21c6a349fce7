import { screen, within } from '@testing-library/react';
import { COURT_INFO } from '@court/contract';
import { expectNoAxeViolations, renderPage } from '@court/kit/testing';
import JuryExcusedPage from './jury-excused-page';

/** The statutory reasons as each language words them, in the order the page lists them. */
const REASONS = {
  en: [
    /active duty in the military/,
    /75 or older and ask to be excused/,
    /college student .* class schedule\. Send proof of your schedule by e-mail/,
    /cloistered religious organization or of a recognized Amish sect/,
    /do not live within the court's jurisdiction\. Send proof .* by e-mail/,
    /physical or mental condition .* breast-feeding a baby who is one year old or younger\. Send your medical documents by e-mail or fax/,
    /spouse has recently died, or a near relative has died or is dangerously ill/,
    /undue hardship, physical or financial, for you or for the people in your care\. .* by e-mail/,
  ],
  es: [
    /servicio militar activo/,
    /75 años o más y pide que se le excuse/,
    /estudiante universitario .* horario de clases\. Envíe por correo electrónico/,
    /orden religiosa de clausura o de una comunidad amish reconocida/,
    /No vive dentro de la jurisdicción del tribunal\. Envíe por correo electrónico/,
    /afección física o mental .* amamantan a un bebé de un año o menos\. Envíe sus documentos médicos por correo electrónico o por fax/,
    /cónyuge falleció hace poco, o un familiar cercano falleció o está gravemente enfermo/,
    /perjuicio indebido, físico o económico, a usted o a las personas a su cargo/,
  ],
};

function reasonList() {
  const [list] = screen.getAllByRole('list');
  if (!list) throw new Error('no list of reasons');
  return within(list).getAllByRole('listitem');
}

describe('need to be excused page', () => {
  it('lists the reasons the law allows and says only the trial judge may excuse', async () => {
    const { container } = renderPage(<JuryExcusedPage />, { route: '/jury-excused' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Need to be excused?');
    expect(document.title).toBe('Need to be excused? | Canton Municipal Court');
    expect(screen.getByText(/in effect since 2005, only the trial judge can excuse/)).toBeVisible();
    const reasons = reasonList();
    expect(reasons).toHaveLength(REASONS.en.length);
    REASONS.en.forEach((reason, index) => expect(reasons[index]).toHaveTextContent(reason));
    await expectNoAxeViolations(container);
  });

  it('links the online request in a new tab and says where documents go', () => {
    renderPage(<JuryExcusedPage />, { route: '/jury-excused' });
    const request = screen.getByRole('link', {
      name: 'Click here to request to be excused (opens in a new tab)',
    });
    expect(request).toHaveAttribute('href', COURT_INFO.jurorExcuseRequestUrl);
    expect(request).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/e-mail them to the jury office/)).toHaveTextContent(
      COURT_INFO.juryEmail,
    );
    expect(
      screen.getByText(`Medical documents may also be faxed to ${COURT_INFO.juryFax}.`),
    ).toBeVisible();
  });

  it('gives the jury office contact block and the way back to the menu', () => {
    renderPage(<JuryExcusedPage />, { route: '/jury-excused' });
    const contact = screen
      .getByRole('heading', { level: 2, name: 'Questions? Contact the jury office' })
      .closest('section');
    if (!contact) throw new Error('no contact section');
    const block = within(contact);
    expect(block.getByRole('link', { name: COURT_INFO.juryEmail })).toHaveAttribute(
      'href',
      `mailto:${COURT_INFO.juryEmail}`,
    );
    expect(block.getByRole('link', { name: `Call ${COURT_INFO.juryPhone}` })).toBeVisible();
    expect(block.getByRole('link', { name: `Text ${COURT_INFO.juryTextPhone}` })).toBeVisible();
    const back = screen.getByRole('link', { name: 'Back to Jury Service' });
    expect(back).toHaveAttribute('href', '/jury-service');
    expect(back).toHaveClass('usa-button');
  });

  it('speaks Spanish under /es/', async () => {
    const { container } = renderPage(<JuryExcusedPage />, { route: '/es/jury-excused' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('¿Necesita ser excusado?');
    expect(document.title).toBe('¿Necesita ser excusado? | Tribunal Municipal de Canton');
    expect(
      screen.getByText(/vigente desde 2005, solo el juez que preside el juicio/),
    ).toBeVisible();
    const reasons = reasonList();
    expect(reasons).toHaveLength(REASONS.es.length);
    REASONS.es.forEach((reason, index) => expect(reasons[index]).toHaveTextContent(reason));
    expect(
      screen.getByRole('link', {
        name: 'Haga clic aquí para solicitar que se le excuse (se abre en una pestaña nueva)',
      }),
    ).toHaveAttribute('href', COURT_INFO.jurorExcuseRequestUrl);
    expect(screen.getByText(/enviar por fax al/)).toHaveTextContent(COURT_INFO.juryFax);
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: '¿Tiene preguntas? Comuníquese con la oficina del jurado',
      }),
    ).toBeVisible();
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
