import {
  headedGroupChanges,
  sameContent,
  type BilingualText,
  type ContentChange,
  type ContentEditor,
  type ContentVersion,
  type HeadedGroupChange,
  type MissingSpanishPlace,
} from './content';
import { COURT_INFO } from './court-info';

/** The published directions (GET, under API_BASE). */
export const COURT_DIRECTIONS_PATH = 'court/directions';

/** The staff tool's endpoint, under STAFF_API_BASE. */
export const STAFF_COURT_DIRECTIONS_ENDPOINT = 'content/court-directions';

/** A way to go, as a heading ("From the north") and its steps in order. */
export interface DirectionsRoute {
  heading: BilingualText;
  steps: BilingualText[];
}

/** A page's directions: their heading, a word before them (may be empty), and the routes. */
export interface DirectionsSection {
  heading: BilingualText;
  intro: BilingualText;
  routes: DirectionsRoute[];
}

/**
 * The court's directions, as staff edit and publish them: to City Hall (the hours and parking
 * page), and to where jurors park (the driving directions page), whose last route may be the walk
 * from there to the main entrance.
 */
export interface CourtDirections {
  toCityHall: DirectionsSection;
  toJurorParking: DirectionsSection;
}

/** The sections, in the order the staff tool shows them. */
export const DIRECTIONS_SECTIONS = ['toCityHall', 'toJurorParking'] as const;
export type DirectionsSectionName = (typeof DIRECTIONS_SECTIONS)[number];

/**
 * What one version changes from another, in a section: its heading or intro (`about` 'title' or
 * 'intro'), or a route's heading or step (a headed group's change, its group the route).
 */
export type CourtDirectionsChange =
  | (ContentChange<string, BilingualText | null> & {
      section: DirectionsSectionName;
      about: 'title' | 'intro';
    })
  | (HeadedGroupChange<BilingualText> & { section: DirectionsSectionName });

export type CourtDirectionsVersion = ContentVersion<CourtDirections, CourtDirectionsChange>;
export type CourtDirectionsEditor = ContentEditor<CourtDirections, CourtDirectionsChange>;

function route(heading: BilingualText, steps: [string, string][]): DirectionsRoute {
  return { heading, steps: steps.map(([en, es]) => ({ en, es })) };
}

/** The steps every way downtown shares, from the interstate exit to the deck's entrance. */
const DOWNTOWN_TO_THE_DECK: [string, string][] = [
  [
    'Take the exit for Tuscarawas Street / Downtown Canton.',
    'Tome la salida de Tuscarawas Street / Downtown Canton.',
  ],
  [
    'Follow the signs for Downtown and drive east on Tuscarawas Street West.',
    'Siga las señales hacia Downtown y conduzca hacia el este por Tuscarawas Street West.',
  ],
  [
    'Turn right (south) onto Cleveland Avenue S.W.',
    'Gire a la derecha (hacia el sur) en Cleveland Avenue S.W.',
  ],
  [
    'After one block, turn right (west) onto 2nd Street S.W. The entrance to the Parkway Parking Deck is on your left.',
    'Después de una cuadra, gire a la derecha (hacia el oeste) en 2nd Street S.W. La entrada del Parkway Parking Deck queda a su izquierda.',
  ],
];

/** The last step of every way to City Hall. */
const CLEVELAND_AVENUE_TO_CITY_HALL: [string, string] = [
  'Turn right (south) onto Cleveland Avenue S.W. City Hall is on your right, just past 2nd Street S.W.',
  'Gire a la derecha (hacia el sur) en Cleveland Avenue S.W. El Ayuntamiento queda a su derecha, justo después de 2nd Street S.W.',
];

/**
 * The directions the site shows until staff publish the court's own: a sample written from public
 * maps of Canton. A court checks every step on the ground (exits, turns, the deck's entrance)
 * before going live, and again after road works change a route. They send jurors to the Parkway
 * Parking Deck while the jury parking page names a surface lot: the court says which is right.
 */
export const COURT_DIRECTIONS: CourtDirections = {
  toCityHall: {
    heading: { en: 'Directions to City Hall', es: 'Cómo llegar al Ayuntamiento' },
    intro: { en: '', es: '' },
    routes: [
      route({ en: 'From the north', es: 'Desde el norte' }, [
        [
          'Take I-77 South to the Tuscarawas Street / Downtown Canton exit.',
          'Tome la I-77 sur hasta la salida de Tuscarawas Street / Downtown Canton.',
        ],
        [
          'Drive east on Tuscarawas Street West into downtown.',
          'Conduzca hacia el este por Tuscarawas Street West hasta el centro.',
        ],
        CLEVELAND_AVENUE_TO_CITY_HALL,
      ]),
      route({ en: 'From the south', es: 'Desde el sur' }, [
        [
          'Take I-77 North to the Tuscarawas Street / Downtown Canton exit.',
          'Tome la I-77 norte hasta la salida de Tuscarawas Street / Downtown Canton.',
        ],
        [
          'Drive east on Tuscarawas Street West into downtown.',
          'Conduzca hacia el este por Tuscarawas Street West hasta el centro.',
        ],
        CLEVELAND_AVENUE_TO_CITY_HALL,
      ]),
      route({ en: 'From the east', es: 'Desde el este' }, [
        [
          'Take US-62 West or US-30 West toward Canton, then I-77 North.',
          'Tome la US-62 oeste o la US-30 oeste hacia Canton y luego la I-77 norte.',
        ],
        [
          'Take the Tuscarawas Street / Downtown Canton exit and drive east on Tuscarawas Street West.',
          'Tome la salida de Tuscarawas Street / Downtown Canton y conduzca hacia el este por Tuscarawas Street West.',
        ],
        CLEVELAND_AVENUE_TO_CITY_HALL,
      ]),
      route({ en: 'From the west', es: 'Desde el oeste' }, [
        [
          'Take US-30 East / US-62 East toward Canton, then I-77 North.',
          'Tome la US-30 este / US-62 este hacia Canton y luego la I-77 norte.',
        ],
        [
          'Take the Tuscarawas Street / Downtown Canton exit and drive east on Tuscarawas Street West.',
          'Tome la salida de Tuscarawas Street / Downtown Canton y conduzca hacia el este por Tuscarawas Street West.',
        ],
        CLEVELAND_AVENUE_TO_CITY_HALL,
      ]),
      route({ en: 'From Columbus', es: 'Desde Columbus' }, [
        ['Take I-71 North toward Cleveland.', 'Tome la I-71 norte hacia Cleveland.'],
        [
          'Near Mansfield, take US-30 East and follow it through Wooster and Massillon toward Canton.',
          'Cerca de Mansfield, tome la US-30 este y sígala por Wooster y Massillon hacia Canton.',
        ],
        [
          'Take I-77 North to the Tuscarawas Street / Downtown Canton exit and drive east on Tuscarawas Street West.',
          'Tome la I-77 norte hasta la salida de Tuscarawas Street / Downtown Canton y conduzca hacia el este por Tuscarawas Street West.',
        ],
        CLEVELAND_AVENUE_TO_CITY_HALL,
      ]),
    ],
  },
  toJurorParking: {
    heading: {
      en: 'Directions to the Parkway Parking Deck',
      es: 'Cómo llegar al estacionamiento Parkway Parking Deck',
    },
    intro: {
      en: "Jurors park in the Parkway Parking Deck, next to City Hall. The directions below lead to the deck; the walking directions after them take you to the court's main entrance.",
      es: 'Los jurados se estacionan en el Parkway Parking Deck, junto al Ayuntamiento. Las indicaciones de abajo llevan hasta el estacionamiento; las indicaciones a pie que siguen le llevan a la entrada principal del tribunal.',
    },
    routes: [
      route({ en: 'From the north (Akron, Cleveland)', es: 'Desde el norte (Akron, Cleveland)' }, [
        ['Take I-77 South toward Canton.', 'Tome la I-77 sur hacia Canton.'],
        ...DOWNTOWN_TO_THE_DECK,
      ]),
      route(
        {
          en: 'From the south (New Philadelphia, Dover)',
          es: 'Desde el sur (New Philadelphia, Dover)',
        },
        [
          ['Take I-77 North toward Canton.', 'Tome la I-77 norte hacia Canton.'],
          ...DOWNTOWN_TO_THE_DECK,
        ],
      ),
      route(
        { en: 'From the west (Massillon, Wooster)', es: 'Desde el oeste (Massillon, Wooster)' },
        [
          [
            'Take US-30 East / US-62 East toward Canton.',
            'Tome la US-30 este / US-62 este hacia Canton.',
          ],
          ['Take I-77 North.', 'Tome la I-77 norte.'],
          ...DOWNTOWN_TO_THE_DECK,
        ],
      ),
      route(
        { en: 'From the east (Louisville, Alliance)', es: 'Desde el este (Louisville, Alliance)' },
        [
          [
            'Take US-62 West or US-30 West toward Canton.',
            'Tome la US-62 oeste o la US-30 oeste hacia Canton.',
          ],
          ['Take I-77 North.', 'Tome la I-77 norte.'],
          ...DOWNTOWN_TO_THE_DECK,
        ],
      ),
      route(
        {
          en: 'Walking from the parking deck to the main entrance',
          es: 'A pie desde el estacionamiento hasta la entrada principal',
        },
        [
          [
            'Leave the deck by the pedestrian exit on 2nd Street S.W.',
            'Salga del estacionamiento por la salida peatonal de 2nd Street S.W.',
          ],
          [
            'Walk east on 2nd Street S.W. to Cleveland Avenue S.W.',
            'Camine hacia el este por 2nd Street S.W. hasta Cleveland Avenue S.W.',
          ],
          [
            `Turn right and walk south on Cleveland Avenue S.W. The main entrance of City Hall, ${COURT_INFO.street}, is on your right.`,
            `Gire a la derecha y camine hacia el sur por Cleveland Avenue S.W. La entrada principal del Ayuntamiento, ${COURT_INFO.street}, queda a su derecha.`,
          ],
          [
            `Go through the security screening. The court is ${COURT_INFO.whereInBuilding}.`,
            `Pase el control de seguridad. El tribunal está ${COURT_INFO.whereInBuildingEs}.`,
          ],
        ],
      ),
    ],
  },
};

/**
 * What `after` changes from `before`, section by section: its heading (`toCityHall.heading`), its
 * intro, then each route's heading (`toCityHall.route.2.heading`) and steps
 * (`toCityHall.route.2.step.3`).
 */
export function courtDirectionsChanges(
  before: CourtDirections,
  after: CourtDirections,
): CourtDirectionsChange[] {
  return DIRECTIONS_SECTIONS.flatMap((section): CourtDirectionsChange[] => {
    const [was, now] = [before[section], after[section]];
    const texts = (['title', 'intro'] as const).flatMap((about): CourtDirectionsChange[] => {
      const field = about === 'title' ? 'heading' : 'intro';
      return sameContent(was[field], now[field])
        ? []
        : [{ name: `${section}.${field}`, section, about, before: was[field], after: now[field] }];
    });
    const routes = headedGroupChanges(was.routes, now.routes, (route) => route.steps, {
      group: `${section}.route`,
      entry: 'step',
    }).map((change) => ({ ...change, section }));
    return [...texts, ...routes];
  });
}

/** A place of a section without its Spanish: its heading or intro, or a route's heading or step. */
export type CourtDirectionsMissingSpanish = MissingSpanishPlace & {
  section: DirectionsSectionName;
  /** The route, from 1; none for the section's own heading and intro. */
  route?: number;
  /** The step, from 1, in its route. */
  step?: number;
  /** Its English. */
  english: string;
};

/** Places where Spanish is missing (`toJurorParking.route.5.step.2`), in the page's order. */
export function courtDirectionsMissingSpanish(
  directions: CourtDirections,
): CourtDirectionsMissingSpanish[] {
  return DIRECTIONS_SECTIONS.flatMap((section) => {
    const { heading, intro, routes } = directions[section];
    const places: CourtDirectionsMissingSpanish[] = [];
    const add = (key: string, text: BilingualText, at: { route?: number; step?: number }) => {
      if (text.en !== '' && text.es === '') {
        places.push({ key: `${section}.${key}`, section, english: text.en, ...at });
      }
    };
    add('heading', heading, {});
    add('intro', intro, {});
    routes.forEach((way, index) => {
      const route = index + 1;
      add(`route.${route}.heading`, way.heading, { route });
      way.steps.forEach((text, place) => {
        add(`route.${route}.step.${place + 1}`, text, { route, step: place + 1 });
      });
    });
    return places;
  });
}
