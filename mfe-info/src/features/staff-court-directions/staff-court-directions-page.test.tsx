import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  COURT_DIRECTIONS,
  courtDirectionsChanges,
  type CourtDirections,
  type DirectionsRoute,
} from '@court/contract';
import { useStaffStore } from '@court/kit/staff';
import { expectNoAxeViolations, jsonResponse, renderPage } from '@court/kit/testing';
import {
  CONTENT_EDITOR,
  contentToolApi,
  FORM_APPEARS,
  previewIn,
} from '../../shared/content-editor/content-editor-testing';
import { StaffCourtDirectionsPage } from './staff-court-directions-page';

// The tests type into several fields key by key, which takes seconds on a busy machine.
jest.setTimeout(30_000);

const TOOL_URL = '/api/muni/staff/content/court-directions';

const [NORTH, SOUTH] = COURT_DIRECTIONS.toCityHall.routes;
const [FROM_AKRON] = COURT_DIRECTIONS.toJurorParking.routes;
const WALK_IN = COURT_DIRECTIONS.toJurorParking.routes.at(-1);
if (!NORTH || !SOUTH || !FROM_AKRON || !WALK_IN) throw new Error('The defaults have routes.');

/**
 * The directions after one version was published: two routes to City Hall, and jurors told where
 * the deck's stairs are, with one route there and the walk in (a short form renders quickly).
 */
const FIRST: CourtDirections = {
  toCityHall: { ...COURT_DIRECTIONS.toCityHall, routes: [NORTH, SOUTH] },
  toJurorParking: {
    ...COURT_DIRECTIONS.toJurorParking,
    intro: {
      en: 'Jurors park free in the Parkway Parking Deck. Take the stairs to 2nd Street.',
      es: 'Los jurados se estacionan gratis en el Parkway Parking Deck. Tome las escaleras a 2nd Street.',
    },
    routes: [FROM_AKRON, WALK_IN],
  },
};

const { editorWith, serve, sent, saveDraft } = contentToolApi({
  toolUrl: TOOL_URL,
  defaults: COURT_DIRECTIONS,
  first: FIRST,
  changes: courtDirectionsChanges,
});

function route(section: string, number: number): HTMLElement {
  return screen.getByRole('group', { name: `${section}, route ${number}` });
}

function step(section: string, routeNumber: number, number: number): HTMLElement {
  return screen.getByRole('group', { name: `${section}, route ${routeNumber}, step ${number}` });
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  useStaffStore.setState({ staffUser: CONTENT_EDITOR });
});

describe('/staff/court-directions', () => {
  it('loads both pages’ directions route by route and step by step, and previews them', async () => {
    serve(() => editorWith(null));
    const { container } = renderPage(<StaffCourtDirectionsPage />, {
      route: '/staff/court-directions',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Directions' })).toBeVisible();
    const north = await screen.findByRole('group', { name: 'To City Hall, route 1' }, FORM_APPEARS);
    expect(within(north).getByRole('textbox', { name: 'Route heading in English' })).toHaveValue(
      'From the north',
    );
    expect(
      within(step('To City Hall', 1, 1)).getByRole('textbox', { name: 'Step in English' }),
    ).toHaveValue('Take I-77 South to the Tuscarawas Street / Downtown Canton exit.');
    const walk = route("To jurors' parking", 2);
    expect(within(walk).getByRole('textbox', { name: /^Route heading in Spanish/ })).toHaveValue(
      'A pie desde el estacionamiento hasta la entrada principal',
    );
    // The words before the routes may be left out: the City Hall directions have none.
    const intros = screen.getAllByRole('textbox', {
      name: /^Words before the routes, in English/,
    });
    expect(
      intros.map((field) => [(field as HTMLInputElement).value, field.hasAttribute('required')]),
    ).toEqual([
      ['', false],
      [FIRST.toJurorParking.intro.en, false],
    ]);
    expect(
      screen.getByRole('button', { name: 'Remove step 2 of To City Hall, route 1' }),
    ).toBeVisible();

    const spanish = previewIn('En español');
    expect(
      within(spanish).getByRole('heading', { name: 'Cómo llegar al Ayuntamiento' }),
    ).toBeVisible();
    expect(within(spanish).getByText(/Tome las escaleras a 2nd Street/)).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('saves a new route as the draft, says what publishing changes and where Spanish is missing', async () => {
    const fromAkron: DirectionsRoute = {
      heading: { en: 'From Akron-Canton Airport', es: '' },
      steps: [{ en: 'Take I-77 South to exit 105.', es: '' }],
    };
    const drafted: CourtDirections = {
      ...FIRST,
      toCityHall: {
        ...FIRST.toCityHall,
        routes: [...FIRST.toCityHall.routes, fromAkron],
      },
    };
    serve(() => editorWith(null), {
      [`PUT ${TOOL_URL}/draft`]: () => jsonResponse(200, editorWith(drafted)),
    });
    const user = userEvent.setup();
    renderPage(<StaffCourtDirectionsPage />, { route: '/staff/court-directions' });
    await screen.findByRole('group', { name: 'To City Hall, route 2' }, FORM_APPEARS);

    await user.click(screen.getByRole('button', { name: 'Add a route: To City Hall' }));
    const airport = route('To City Hall', 3);
    const heading = within(airport).getByRole('textbox', { name: 'Route heading in English' });
    expect(heading).toHaveFocus();
    await user.type(heading, 'From Akron-Canton Airport');
    await user.type(
      within(step('To City Hall', 3, 1)).getByRole('textbox', { name: 'Step in English' }),
      'Take I-77 South to exit 105.',
    );
    expect(
      within(previewIn('In English')).getByRole('heading', { name: 'From Akron-Canton Airport' }),
    ).toBeVisible();

    expect(await saveDraft(user)).toEqual(drafted);
    expect(
      screen.getByText('To City Hall, route 3, heading: (none) → From Akron-Canton Airport'),
    ).toBeVisible();
    expect(
      screen.getByText('To City Hall, route 3, step 1: (none) → Take I-77 South to exit 105.'),
    ).toBeVisible();
    const missing = screen.getByRole('region', { name: 'Spanish missing' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'To City Hall, route 3, heading (From Akron-Canton Airport)',
      'To City Hall, route 3, step 1 (Take I-77 South to exit 105.)',
    ]);
  });

  it("shows the API's refusal by each field and in a summary naming the route and step", async () => {
    serve(() => editorWith(null), {
      [`PUT ${TOOL_URL}/draft`]: () =>
        jsonResponse(400, {
          error: 'Check the answers.',
          errors: {
            'toCityHall.routes[0].steps[1].en': 'directions.step.required',
            'toJurorParking.heading.en': 'directions.heading.required',
          },
        }),
    });
    const user = userEvent.setup();
    renderPage(<StaffCourtDirectionsPage />, { route: '/staff/court-directions' });
    await screen.findByRole('group', { name: 'To City Hall, route 1' }, FORM_APPEARS);
    const stepField = within(step('To City Hall', 1, 2)).getByRole('textbox', {
      name: 'Step in English',
    });
    await user.clear(stepField);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    const lines = within(summary).getAllByRole('link');
    expect(lines.map((line) => line.textContent)).toEqual([
      'To City Hall, route 1, step 2: Enter the step in English, or remove it.',
      "To jurors' parking: Enter the heading in English.",
    ]);
    expect(lines[0]).toHaveAttribute('href', `#${stepField.id}`);
    expect(stepField).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(document.title).toBe('Error: Directions | Canton Municipal Court'));
  });

  it('publishes the draft, and lists what each version changed', async () => {
    serve(() => editorWith(FIRST), {
      [`POST ${TOOL_URL}/publish`]: () => jsonResponse(200, editorWith(null)),
    });
    const user = userEvent.setup();
    renderPage(<StaffCourtDirectionsPage />, { route: '/staff/court-directions' });
    await user.click(await screen.findByRole('button', { name: 'Publish' }, FORM_APPEARS));
    expect(
      await screen.findByText(
        'Published: the Hours and Parking and Driving Directions pages show the new directions within a minute.',
      ),
    ).toHaveFocus();
    expect(sent('POST', `${TOOL_URL}/publish`)).toEqual({ publishDate: '', publishTime: '' });
    const versions = screen.getByRole('table', { name: /Every version published/ });
    const [, row] = within(versions).getAllByRole('row');
    expect(row).toHaveTextContent(
      `To jurors' parking, words before the routes: ${COURT_DIRECTIONS.toJurorParking.intro.en}`,
    );
  });

  it('speaks Spanish under /es/', async () => {
    serve(() => editorWith(null));
    renderPage(<StaffCourtDirectionsPage />, { route: '/es/staff/court-directions' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Indicaciones para llegar' }),
    ).toBeVisible();
    const first = await screen.findByRole(
      'group',
      { name: 'Al Ayuntamiento, ruta 1' },
      FORM_APPEARS,
    );
    expect(
      within(first).getByRole('group', { name: 'Al Ayuntamiento, ruta 1, paso 2' }),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Agregar una ruta: Al estacionamiento de jurados' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Guardar borrador' })).toBeVisible();
  });
});
