import {
  headedGroupChanges,
  type BilingualText,
  type ContentEditor,
  type ContentVersion,
  type HeadedGroupChange,
  type MissingSpanishPlace,
} from './content';
import type { BilingualRichText } from './rich-text';

/** The site's two lists of questions: the court's FAQ, and the jury FAQ. */
export const FAQ_NAMES = ['site', 'jury'] as const;
export type FaqName = (typeof FAQ_NAMES)[number];

/** Each FAQ's published page data (GET, under API_BASE). */
export const FAQ_PATHS: Record<FaqName, string> = { site: 'court/faq', jury: 'court/jury-faq' };

/** Each FAQ's staff endpoint, under STAFF_API_BASE, and its content kind. */
export const STAFF_FAQ_ENDPOINTS: Record<FaqName, string> = {
  site: 'content/site-faq',
  jury: 'content/jury-faq',
};

/**
 * A question and its answer. The answer is Markdown: paragraphs, bulleted and numbered lists,
 * bold and links. The anchor is the question's id in the page (`/faq#time-to-pay`): links such as
 * the site search's use it, so it stays when the words change.
 */
export interface FaqQuestion {
  anchor: string;
  question: BilingualText;
  answer: BilingualText;
}

/** A topic's heading and its questions, in the order the page shows them. */
export interface FaqTopic {
  heading: BilingualText;
  questions: FaqQuestion[];
}

/** One FAQ as staff edit and publish it. */
export interface Faq {
  topics: FaqTopic[];
}

/** What one version changes from another: a topic's heading, or a question by its place. */
export type FaqChange = HeadedGroupChange<FaqQuestion>;

export type FaqVersion = ContentVersion<Faq, FaqChange>;
export type FaqEditor = ContentEditor<Faq, FaqChange>;

/** One FAQ as the page reads it: each answer's Markdown already read into rich text. */
export interface PublishedFaq {
  topics: {
    heading: BilingualText;
    questions: { anchor: string; question: BilingualText; answer: BilingualRichText }[];
  }[];
}

function question(anchor: string, words: BilingualText, answer: BilingualText): FaqQuestion {
  return { anchor, question: words, answer };
}

/** The court's FAQ until staff publish their own. */
const SITE_FAQ: Faq = {
  topics: [
    {
      heading: {
        en: 'Traffic Violations / Criminal Division',
        es: 'Infracciones de tránsito / División Penal',
      },
      questions: [
        question(
          'citation-cost',
          {
            en: 'How much does a traffic citation cost?',
            es: '¿Cuánto cuesta una citación de tránsito?',
          },
          {
            en: 'Most traffic citations cost $160.00 to $210.00.\n\nSeat belt violations are the exception: $105.00 for the driver and $95.00 for a passenger.',
            es: 'La mayoría de las citaciones de tránsito cuestan de $160.00 a $210.00.\n\nLas infracciones por no usar el cinturón de seguridad son la excepción: $105.00 para el conductor y $95.00 para un pasajero.',
          },
        ),
        question(
          'minor-misdemeanor',
          {
            en: 'How much does an open container, marijuana or disorderly conduct citation cost?',
            es: '¿Cuánto cuesta una citación por envase abierto de alcohol, marihuana o alteración del orden público?',
          },
          {
            en: 'Open container, marijuana and disorderly conduct minor misdemeanors cost $205.00.',
            es: 'Las faltas menores por envase abierto de alcohol, marihuana o alteración del orden público cuestan $205.00.',
          },
        ),
        question(
          'appearance',
          { en: 'Do I have to come to court?', es: '¿Tengo que presentarme en el tribunal?' },
          {
            en: 'You must appear in court if the court appearance box on your citation is checked, or if this is your third moving violation within 12 months.',
            es: 'Debe presentarse en el tribunal si en su citación está marcada la casilla de comparecencia ante el tribunal, o si es su tercera infracción de conducción en 12 meses.',
          },
        ),
        question(
          'court-date-reminders',
          {
            en: 'Can the court remind me of my court date?',
            es: '¿Puede el tribunal recordarme mi fecha de corte?',
          },
          {
            en: 'Yes. Sign up with your case number and last name, and the court will remind you by text message, by e-mail or both, 7 days and 1 day before each hearing of your case. If a hearing is moved or cancelled, you are told right away. Reminders are free.\n\nA reminder does not replace the notices the court sends you.\n\n[Sign up for court date reminders](/court-date-reminders)',
            es: 'Sí. Inscríbase con su número de caso y su apellido, y el tribunal le recordará cada audiencia de su caso por mensaje de texto, por correo electrónico o de ambas formas, 7 días y 1 día antes. Si una audiencia cambia de fecha o se cancela, se le avisará de inmediato. Los recordatorios son gratuitos.\n\nUn recordatorio no reemplaza los avisos que le envía el tribunal.\n\n[Inscribirse para recibir recordatorios de fechas de corte](/court-date-reminders)',
          },
        ),
        question(
          'time-to-pay',
          {
            en: 'Can I ask for more time to pay by phone?',
            es: '¿Puedo pedir más tiempo para pagar por teléfono?',
          },
          {
            en: 'No. Time to pay cannot be requested by phone. You must come to court and ask the magistrate.',
            es: 'No. No se puede pedir tiempo para pagar por teléfono. Debe venir al tribunal y pedírselo al magistrado.',
          },
        ),
        question(
          'late-payment',
          {
            en: 'I am late paying my fine. Can I mail it on my court date?',
            es: 'Voy atrasado con el pago de mi multa. ¿Puedo enviarla por correo el día de mi audiencia?',
          },
          {
            en: 'No. A fine paid late cannot be mailed on your court date. You must appear in court.',
            es: 'No. Una multa pagada con retraso no se puede enviar por correo el día de su audiencia. Debe presentarse en el tribunal.',
          },
        ),
        question(
          'fine-in-court',
          {
            en: 'How much will my fine be if I come to court?',
            es: '¿De cuánto será mi multa si vengo al tribunal?',
          },
          {
            en: 'The magistrate sets the fine in court. If you do not have the money, you are allowed an additional 30 days to pay.',
            es: 'El magistrado fija la multa en el tribunal. Si no tiene el dinero, se le conceden 30 días adicionales para pagar.',
          },
        ),
        question(
          'no-insurance',
          { en: 'What happens if I had no insurance?', es: '¿Qué pasa si no tenía seguro?' },
          {
            en: "No insurance means a 90-day suspension of your driver's license.",
            es: 'No tener seguro implica la suspensión de su licencia de conducir por 90 días.',
          },
        ),
        question(
          'driving-privileges',
          { en: 'How do I get driving privileges?', es: '¿Cómo obtengo privilegios de conducir?' },
          {
            en: 'You need proof that you paid the reinstatement fee with the Ohio Bureau of Motor Vehicles (BMV) and proof of valid insurance.\n\nThen apply to the court for limited driving privileges.\n\n[Apply for limited driving privileges](/driving-privileges)',
            es: 'Necesita un comprobante de que pagó la tarifa de restablecimiento en la Oficina de Vehículos Motorizados de Ohio (BMV) y un comprobante de seguro vigente.\n\nDespués, solicite al tribunal privilegios limitados de conducir.\n\n[Solicitar privilegios limitados de conducir](/driving-privileges)',
          },
        ),
      ],
    },
    {
      heading: { en: 'Civil Division', es: 'División Civil' },
      questions: [
        question(
          'civil-complaint',
          {
            en: 'How much does it cost to file a civil complaint?',
            es: '¿Cuánto cuesta presentar una demanda civil?',
          },
          {
            en: 'Filing a civil complaint costs $130.00 for claims up to $15,000.',
            es: 'Presentar una demanda civil cuesta $130.00 para reclamaciones de hasta $15,000.',
          },
        ),
        question(
          'eviction-objection',
          {
            en: 'I missed my eviction hearing. What can I do?',
            es: 'No me presenté a mi audiencia de desalojo. ¿Qué puedo hacer?',
          },
          {
            en: 'A tenant who missed the eviction hearing has 3 days to file an objection.\n\nThe objection is filed on a 3-part form:\n\n- The court keeps the time-stamped original.\n- The tenant keeps a copy.\n- One copy is mailed to the landlord.',
            es: 'El inquilino que no se presentó a la audiencia de desalojo tiene 3 días para presentar una objeción.\n\nLa objeción se presenta en un formulario de 3 partes:\n\n- El tribunal se queda con el original con sello de fecha y hora.\n- El inquilino se queda con una copia.\n- Una copia se envía por correo al arrendador.',
          },
        ),
      ],
    },
  ],
};

/**
 * The jury FAQ until staff publish their own. The page adds the on-call line's numbers after the
 * answer of `on-call`, and the board of elections' site after `juror-selection`, from the court
 * facts, so those stay right when the facts change.
 */
const JURY_FAQ: Faq = {
  topics: [
    {
      heading: { en: 'Reporting for service', es: 'Presentarse al servicio' },
      questions: [
        question(
          'on-call',
          { en: 'How do I know whether I need to report?', es: '¿Cómo sé si debo presentarme?' },
          {
            en: 'You are on call for your week of service. Starting the evening before your service week, and every evening through that week, call or text the on-call line after 5:00 p.m. to find out whether you must report the next day.',
            es: 'Durante su semana de servicio usted está de guardia. A partir de la tarde anterior a su semana de servicio, y cada tarde durante esa semana, llame o envíe un mensaje de texto a la línea de guardia después de las 5:00 p. m. para saber si debe presentarse al día siguiente.',
          },
        ),
        question(
          'length-of-service',
          { en: 'How long will I serve?', es: '¿Cuánto tiempo durará mi servicio?' },
          {
            en: 'Jurors are typically needed for one day, occasionally two.',
            es: 'Por lo general, se necesita a los jurados un solo día; a veces, dos.',
          },
        ),
        question(
          'juror-pay',
          { en: 'Am I paid for jury service?', es: '¿Me pagan por el servicio de jurado?' },
          {
            en: 'Yes. Jurors receive $20 for each day of service, paid on the day you serve or mailed to you.',
            es: 'Sí. Los jurados reciben $20 por cada día de servicio, que se pagan el mismo día en que sirve o se le envían por correo.',
          },
        ),
      ],
    },
    {
      heading: { en: 'Selection and trials', es: 'Selección y juicios' },
      questions: [
        question(
          'juror-selection',
          { en: 'How was I chosen?', es: '¿Cómo me eligieron?' },
          {
            en: 'Jurors are chosen at random from the registered voters, through the county board of elections.',
            es: 'Los jurados se eligen al azar entre los votantes inscritos, por medio de la junta electoral del condado.',
          },
        ),
        question(
          'types-of-trials',
          {
            en: 'What kinds of cases do juries hear here?',
            es: '¿Qué tipos de casos ven los jurados en este tribunal?',
          },
          {
            en: 'The court holds jury trials in Criminal, Traffic and Civil cases.\n\n- In Criminal and Traffic cases, the punishment can be up to 6 months in jail and a fine of up to $1,000.\n- In Civil cases, the award can be up to $15,000.',
            es: 'El tribunal celebra juicios con jurado en casos penales, de tránsito y civiles.\n\n- En los casos penales y de tránsito, la pena puede ser de hasta 6 meses de cárcel y una multa de hasta $1,000.\n- En los casos civiles, la indemnización puede ser de hasta $15,000.',
          },
        ),
      ],
    },
    {
      heading: { en: 'Courthouse security', es: 'Seguridad en el tribunal' },
      questions: [
        question(
          'prohibited-items',
          {
            en: 'What may I not bring into the courthouse?',
            es: '¿Qué no puedo traer al tribunal?',
          },
          {
            en: 'These items are not allowed in the courthouse:\n\n- Guns or ammunition\n- Knives\n- Scissors\n- Razor blades, including box cutters\n- Pepper spray\n- Anything that could be seen as a weapon\n\nLegal items other than guns, ammunition and knives are held at security and returned to you when you leave.',
            es: 'Estos artículos no están permitidos en el tribunal:\n\n- Armas de fuego o municiones\n- Cuchillos\n- Tijeras\n- Hojas de afeitar, incluidos los cúteres\n- Gas pimienta\n- Cualquier cosa que pueda considerarse un arma\n\nLos artículos legales, salvo las armas de fuego, las municiones y los cuchillos, se guardan en el control de seguridad y se le devuelven al salir.',
          },
        ),
        question(
          'weapons',
          {
            en: 'What happens if I bring a weapon into the courthouse?',
            es: '¿Qué pasa si traigo un arma al tribunal?',
          },
          {
            en: 'Bringing a deadly weapon into a courthouse is a first-degree misdemeanor. For someone with a prior conviction, it is a fourth-degree felony.',
            es: 'Entrar con un arma mortal en un tribunal es un delito menor de primer grado. Si la persona ya tiene una condena anterior, es un delito grave de cuarto grado.',
          },
        ),
      ],
    },
  ],
};

export const FAQ_DEFAULTS: Record<FaqName, Faq> = { site: SITE_FAQ, jury: JURY_FAQ };

/**
 * What `after` changes from `before`: a topic's heading (`topic.1.heading`), or one of its
 * questions with its answer (`topic.1.question.2`).
 */
export function faqChanges(before: Faq, after: Faq): FaqChange[] {
  return headedGroupChanges(before.topics, after.topics, (topic) => topic.questions, {
    group: 'topic',
    entry: 'question',
  });
}

/**
 * Where an FAQ has no Spanish: a topic's heading, or a question's words or answer; topics and
 * questions by place (from 1).
 */
export type FaqMissingSpanish = MissingSpanishPlace &
  (
    | { about: 'heading'; topic: number; heading: BilingualText }
    | { about: 'question' | 'answer'; topic: number; question: number; entry: FaqQuestion }
  );

/** Places where Spanish is missing (keys `topic.1.heading`, `topic.1.question.2.answer`). */
export function faqMissingSpanish(faq: Faq): FaqMissingSpanish[] {
  return faq.topics.flatMap(({ heading, questions }, index): FaqMissingSpanish[] => {
    const topic = index + 1;
    return [
      ...(heading.es === ''
        ? [{ key: `topic.${topic}.heading`, about: 'heading' as const, topic, heading }]
        : []),
      ...questions.flatMap((entry, position) =>
        (['question', 'answer'] as const).flatMap((about) =>
          entry[about].es === ''
            ? [
                {
                  key: `topic.${topic}.question.${position + 1}.${about}`,
                  about,
                  topic,
                  question: position + 1,
                  entry,
                },
              ]
            : [],
        ),
      ),
    ];
  });
}
