import {
  courtNameIn,
  composeNoticeText,
  formatCourtDate,
  splitTextMessage,
  type CourtInfo,
  type Language,
} from '@court/contract';

/** The ways out a notice e-mail offers, each an absolute address. */
export interface EmailStopLinks {
  /** The confirmation page, in the juror's language: the link in the e-mail's text. */
  page: string;
  /** The API endpoint a mail client POSTs to (List-Unsubscribe, RFC 8058). */
  oneClick: string;
}

export interface NoticeEmail {
  subject: string;
  bodyText: string;
  headers: Record<string, string>;
}

const WORDING: Record<
  Language,
  { subject: string; heading: string; questions: string; why: string; stop: string }
> = {
  en: {
    subject: 'Jury service notice for {{date}}',
    heading: '{{court}}: notice to jurors serving on {{date}}',
    questions: 'Questions? Call the jury office at {{phone}}.',
    why: 'You receive this notice because you signed up for juror notifications.',
    stop: 'To stop these notices, open this link: {{link}}',
  },
  es: {
    subject: 'Aviso del servicio de jurado para el {{date}}',
    heading: '{{court}}: aviso a los jurados que sirven el {{date}}',
    questions: '¿Preguntas? Llame a la oficina del jurado al {{phone}}.',
    why: 'Recibe este aviso porque se inscribió para recibir notificaciones del jurado.',
    stop: 'Para dejar de recibir estos avisos, abra este enlace: {{link}}',
  },
};

function fill(template: string, values: Record<string, string>): string {
  return template.replace(
    /\{\{(\w+)\}\}/g,
    (placeholder, name: string) => values[name] ?? placeholder,
  );
}

/**
 * The e-mail of a notice, in the juror's language: the notice as staff wrote it, the jury
 * office's phone as the court publishes it, the stop link in the text, and the one-click List-Unsubscribe headers.
 */
export function jurorNoticeEmail(
  court: CourtInfo,
  language: Language,
  serveDate: string,
  message: string,
  links: EmailStopLinks,
): NoticeEmail {
  const words = WORDING[language];
  const date = formatCourtDate(serveDate, language, { withWeekday: true });
  const values = {
    date,
    court: courtNameIn(court, language),
    phone: court.juryPhone,
    link: links.page,
  };
  return {
    subject: fill(words.subject, values),
    bodyText: [
      fill(words.heading, values),
      '',
      message.trim(),
      '',
      fill(words.questions, values),
      '',
      words.why,
      fill(words.stop, values),
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The text messages of a notice, in the juror's language, ending with the short stop link. */
export function jurorNoticeTexts(
  court: CourtInfo,
  language: Language,
  message: string,
  shortLink: string,
): string[] {
  return splitTextMessage(
    composeNoticeText(courtNameIn(court, language), message, language, shortLink),
  );
}
