import {
  courtNameIn,
  BEFORE_YOUR_HEARING_ID,
  BEFORE_YOUR_HEARING_SHORT_PATH,
  COURT_DATE_REMINDERS_PAGE,
  composeNoticeText,
  formatCaseNumber,
  formatCourtDate,
  localizedPath,
  splitTextMessage,
  type CourtInfo,
  type Language,
  type ReminderHearing,
} from '@court/contract';
import { courtroomIn, hearingTypeIn } from '@court/contract/hearing-words';

/** The ways out an e-mail offers, each an absolute address. */
export interface ReminderStopLinks {
  /** The stop page, in the person's language: the link in the e-mail's text. */
  page: string;
  /** The API endpoint a mail client POSTs to (List-Unsubscribe, RFC 8058). */
  oneClick: string;
}

export interface ReminderEmail {
  subject: string;
  bodyText: string;
  headers?: Record<string, string>;
}

/** What one message to one person says, before it is cut into texts or made an e-mail. */
export interface ReminderContent {
  /** The court as published when the message was made: its name and phone. */
  court: Pick<CourtInfo, 'name' | 'nameEs' | 'phone'>;
  subject: string;
  /** The e-mail's paragraphs, before the stop wording. */
  paragraphs: string[];
  /** The text message's words, before "Reply STOP or visit". */
  text: string;
}

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/** "9:00 a.m." / "9:00" from HH:MM: the time as people read it in each language. */
function spokenTime(time: string, language: Language): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  if (language === 'es') return `${hours}:${String(minutes).padStart(2, '0')}`;
  const half = hours < 12 ? 'a.m.' : 'p.m.';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${half}`;
}

/** "Tue Dec 8 9:00AM" / "mar 8 dic 9:00": short enough for a text. */
function shortWhen(hearing: ReminderHearing, language: Language): string {
  const day = new Date(`${hearing.date}T12:00:00Z`);
  const parts = new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  })
    .format(day)
    .replace(/[.,]/g, '');
  const time = spokenTime(hearing.time, language).replace(' a.m.', 'AM').replace(' p.m.', 'PM');
  return `${parts} ${time}`;
}

/** "Tuesday, December 8, 2026 at 9:00 a.m." / "martes, 8 de diciembre de 2026 a las 9:00". */
export function hearingWhen(hearing: ReminderHearing, language: Language): string {
  const date = formatCourtDate(hearing.date, language, { withWeekday: true });
  const joiner = language === 'es' ? 'a las' : 'at';
  return `${date} ${joiner} ${spokenTime(hearing.time, language)}`;
}

/** Where the page on what to bring and how to get there is: short for texts, full for e-mail. */
function beforeYourHearing(siteUrl: string, language: Language, short: boolean): string {
  if (short) return `${siteUrl}${localizedPath(BEFORE_YOUR_HEARING_SHORT_PATH, language)}`;
  return `${siteUrl}${localizedPath(COURT_DATE_REMINDERS_PAGE, language)}#${BEFORE_YOUR_HEARING_ID}`;
}

const WORDS = {
  en: {
    reminderSubject: 'Reminder: your court date on {{date}}',
    reminderLead: 'This is a reminder of your hearing in case {{case}} at the {{court}}:',
    reminderText:
      'Reminder: case {{case}} hearing {{when}}, {{room}}. Info {{info}} Call {{phone}}',
    movedSubject: 'Your court date has changed: case {{case}}',
    movedLead: 'Your hearing in case {{case}} has moved. The new date is:',
    movedText: 'Your hearing in case {{case}} moved to {{when}}, {{room}}. Call {{phone}}',
    cancelledSubject: 'Your hearing has been cancelled: case {{case}}',
    cancelledLead:
      'Your hearing in case {{case}} on {{date}} has been cancelled. If the court sets a new date, we will remind you of it.',
    cancelledText:
      'Your hearing in case {{case}} on {{when}} is cancelled. We will tell you any new date. Call {{phone}}',
    noticeSubject: 'Notice from the {{court}} about your hearing on {{date}}',
    noticeLead: 'A notice from the {{court}} to everyone with a hearing on {{date}}:',
    details: '{{when}}\n{{room}}\n{{type}}',
    bring: 'What to bring and how to get there: {{link}}',
    questions: 'Questions? Call the court at {{phone}}.',
    why: 'You receive this because you signed up for court-date reminders for case {{case}}.',
    stop: 'To stop these reminders, open this link: {{link}}',
    codeSubject: 'Your confirmation code: {{code}}',
    codeBody:
      'Your code to confirm court-date reminders from the {{court}} is {{code}}. It works for {{minutes}} minutes.\n\nIf you did not ask for reminders, ignore this message: nothing more will be sent.',
    codeText:
      '{{court}}: your code for court-date reminders is {{code}}. Not you? Ignore this text.',
  },
  es: {
    reminderSubject: 'Recordatorio: su fecha de corte el {{date}}',
    reminderLead: 'Le recordamos su audiencia en el caso {{case}} en el {{court}}:',
    reminderText:
      'Recordatorio: caso {{case}}, audiencia {{when}}, {{room}}. Info {{info}} Llame al {{phone}}',
    movedSubject: 'Su fecha de corte cambió: caso {{case}}',
    movedLead: 'Su audiencia en el caso {{case}} cambió. La nueva fecha es:',
    movedText: 'Su audiencia en el caso {{case}} cambió a {{when}}, {{room}}. Llame al {{phone}}',
    cancelledSubject: 'Su audiencia fue cancelada: caso {{case}}',
    cancelledLead:
      'Su audiencia en el caso {{case}} del {{date}} fue cancelada. Si el tribunal fija una nueva fecha, se la recordaremos.',
    cancelledText:
      'Su audiencia en el caso {{case}} del {{when}} fue cancelada. Le avisaremos de una nueva fecha. Llame al {{phone}}',
    noticeSubject: 'Aviso del {{court}} sobre su audiencia del {{date}}',
    noticeLead: 'Un aviso del {{court}} para todas las personas con audiencia el {{date}}:',
    details: '{{when}}\n{{room}}\n{{type}}',
    bring: 'Qué traer y cómo llegar: {{link}}',
    questions: '¿Preguntas? Llame al tribunal al {{phone}}.',
    why: 'Recibe este mensaje porque se inscribió para recordatorios de fechas de corte del caso {{case}}.',
    stop: 'Para dejar de recibir estos recordatorios, abra este enlace: {{link}}',
    codeSubject: 'Su código de confirmación: {{code}}',
    codeBody:
      'Su código para confirmar los recordatorios de fechas de corte del {{court}} es {{code}}. Sirve durante {{minutes}} minutos.\n\nSi usted no pidió recordatorios, ignore este mensaje: no se le enviará nada más.',
    codeText:
      '{{court}}: su código para recordatorios de fechas de corte es {{code}}. ¿No fue usted? Ignore este texto.',
  },
} satisfies Record<Language, Record<string, string>>;

type WordKey = keyof (typeof WORDS)['en'];

function say(language: Language, key: WordKey, values: Record<string, string>): string {
  return WORDS[language][key].replace(
    /\{\{(\w+)\}\}/g,
    (placeholder, name: string) => values[name] ?? placeholder,
  );
}

/** The values every message fills in for a hearing. */
function hearingValues(
  court: CourtInfo,
  caseNumber: string,
  hearing: ReminderHearing,
  language: Language,
  siteUrl: string,
) {
  return {
    case: formatCaseNumber(caseNumber),
    court: courtNameIn(court, language),
    phone: court.phone,
    date: formatCourtDate(hearing.date, language, { withWeekday: true }),
    when: shortWhen(hearing, language),
    room: courtroomIn(hearing.courtroom, language).text,
    type: hearingTypeIn(hearing.hearingType, language).text,
    info: beforeYourHearing(siteUrl, language, true),
  };
}

function hearingDetails(hearing: ReminderHearing, language: Language): string {
  return say(language, 'details', {
    when: hearingWhen(hearing, language),
    room: courtroomIn(hearing.courtroom, language).text,
    type: hearingTypeIn(hearing.hearingType, language).text,
  });
}

/** A hearing still to come, reminded of or moved there: its details and what to bring. */
function comingHearingContent(
  court: CourtInfo,
  kind: 'reminder' | 'moved',
  caseNumber: string,
  hearing: ReminderHearing,
  language: Language,
  siteUrl: string,
): ReminderContent {
  const values = hearingValues(court, caseNumber, hearing, language, siteUrl);
  return {
    court,
    subject: say(language, `${kind}Subject`, values),
    paragraphs: [
      say(language, `${kind}Lead`, values),
      hearingDetails(hearing, language),
      say(language, 'bring', { link: beforeYourHearing(siteUrl, language, false) }),
    ],
    text: say(language, `${kind}Text`, values),
  };
}

/** A reminder of a hearing to come. */
export function reminderContent(
  court: CourtInfo,
  caseNumber: string,
  hearing: ReminderHearing,
  language: Language,
  siteUrl: string,
): ReminderContent {
  return comingHearingContent(court, 'reminder', caseNumber, hearing, language, siteUrl);
}

/** A hearing moved: `hearing` is where it is now. */
export function movedContent(
  court: CourtInfo,
  caseNumber: string,
  hearing: ReminderHearing,
  language: Language,
  siteUrl: string,
): ReminderContent {
  return comingHearingContent(court, 'moved', caseNumber, hearing, language, siteUrl);
}

/** A hearing cancelled: `hearing` is the one that will not take place. */
export function cancelledContent(
  court: CourtInfo,
  caseNumber: string,
  hearing: ReminderHearing,
  language: Language,
  siteUrl: string,
): ReminderContent {
  const values = hearingValues(court, caseNumber, hearing, language, siteUrl);
  return {
    court,
    subject: say(language, 'cancelledSubject', values),
    paragraphs: [say(language, 'cancelledLead', values)],
    text: say(language, 'cancelledText', values),
  };
}

/** Staff's notice to everyone with a hearing on `hearingDate`, as they wrote it. */
export function dayNoticeContent(
  court: CourtInfo,
  hearingDate: string,
  message: string,
  language: Language,
): ReminderContent {
  const values = {
    court: courtNameIn(court, language),
    date: formatCourtDate(hearingDate, language, { withWeekday: true }),
  };
  return {
    court,
    subject: say(language, 'noticeSubject', values),
    paragraphs: [say(language, 'noticeLead', values), message.trim()],
    text: message,
  };
}

/** The e-mail of a message: its paragraphs, the court's phone, why, and the way out. */
export function reminderEmail(
  content: ReminderContent,
  caseNumber: string,
  language: Language,
  links: ReminderStopLinks,
): ReminderEmail {
  const values = {
    phone: content.court.phone,
    case: formatCaseNumber(caseNumber),
    link: links.page,
  };
  return {
    subject: content.subject,
    bodyText: [
      ...content.paragraphs,
      say(language, 'questions', values),
      [say(language, 'why', values), say(language, 'stop', values)].join('\n'),
    ].join('\n\n'),
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The texts of a message: the court's name, the words, "Reply STOP or visit <link>". */
export function reminderTexts(
  content: ReminderContent,
  language: Language,
  stopLink: string,
): string[] {
  return splitTextMessage(
    composeNoticeText(courtNameIn(content.court, language), content.text, language, stopLink),
  );
}

/** The confirmation code's e-mail. */
export function codeEmail(
  courtName: string,
  code: string,
  language: Language,
  minutes: number,
): ReminderEmail {
  const values = { code, court: courtName, minutes: String(minutes) };
  return {
    subject: say(language, 'codeSubject', values),
    bodyText: say(language, 'codeBody', values),
  };
}

/** The confirmation code's text: one message, no stop link (nothing else goes until confirmed). */
export function codeText(courtName: string, code: string, language: Language): string {
  return say(language, 'codeText', { code, court: courtName });
}
