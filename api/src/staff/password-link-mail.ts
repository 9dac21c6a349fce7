import { PASSWORD_LINK_HOURS, type CourtInfo, type Language } from '@court/contract';
import { englishThenSpanish, type StaffMail } from './staff-mail';

/** Why a link is sent: a new account, or an administrator asked for a new password. */
export type PasswordLinkReason = 'new-account' | 'new-password';

/** What a staff mail says of the court. */
type StaffMailCourt = Pick<CourtInfo, 'name' | 'phone'>;

export interface PasswordLinkMailFacts {
  /** The court as published: its name and phone. */
  court: StaffMailCourt;
  reason: PasswordLinkReason;
  /** Whose account it is. */
  displayName: string;
  username: string;
  /** The administrator who sent it: the person to ask about it. */
  sentBy: string;
  /** The set-password page with the token, in each language. */
  links: Record<Language, string>;
}

interface Wording {
  subject: Record<PasswordLinkReason, string>;
  heading: (facts: PasswordLinkMailFacts) => string;
  reason: Record<PasswordLinkReason, (sentBy: string) => string>;
  once: string;
  unexpected: (sentBy: string) => string;
}

/** The wording, naming the court and giving its phone as the court publishes them. */
function wording({ name, phone }: StaffMailCourt): Record<Language, Wording> {
  return {
    en: {
      subject: {
        'new-account': `Set your password for your ${name} staff account`,
        'new-password': `Set a new password for your ${name} staff account`,
      },
      heading: (facts) =>
        `${name}: staff account for ${facts.displayName} (username ${facts.username})`,
      reason: {
        'new-account': (sentBy) =>
          `${sentBy} has created a staff account for you on the court's website. To start using it, choose your password at this link:`,
        'new-password': (sentBy) =>
          `${sentBy} has asked you to choose a new password for your staff account on the court's website. Your old password no longer works. Choose the new one at this link:`,
      },
      once: `The link works once, within ${PASSWORD_LINK_HOURS} hours. After that, ask an administrator for a new link. Nobody at the court will ever ask you for your password.`,
      unexpected: (sentBy) =>
        `If you did not expect this e-mail, do not use the link: tell ${sentBy}, or call the court at ${phone}.`,
    },
    es: {
      subject: {
        'new-account': `Establezca la contraseña de su cuenta de personal del ${name}`,
        'new-password': `Establezca una nueva contraseña para su cuenta de personal del ${name}`,
      },
      heading: (facts) =>
        `${name}: cuenta de personal de ${facts.displayName} (usuario ${facts.username})`,
      reason: {
        'new-account': (sentBy) =>
          `${sentBy} le creó una cuenta de personal en el sitio web del tribunal. Para empezar a usarla, elija su contraseña en este enlace:`,
        'new-password': (sentBy) =>
          `${sentBy} le pidió que elija una nueva contraseña para su cuenta de personal en el sitio web del tribunal. Su contraseña anterior ya no funciona. Elija la nueva en este enlace:`,
      },
      once: `El enlace funciona una sola vez, dentro de las próximas ${PASSWORD_LINK_HOURS} horas. Después, pida un enlace nuevo a un administrador. Nadie del tribunal le pedirá nunca su contraseña.`,
      unexpected: (sentBy) =>
        `Si no esperaba este correo electrónico, no use el enlace: avise a ${sentBy} o llame al tribunal al ${phone}.`,
    },
  };
}

function section(language: Language, facts: PasswordLinkMailFacts): string[] {
  const words = wording(facts.court)[language];
  return [
    words.heading(facts),
    '',
    words.reason[facts.reason](facts.sentBy),
    '',
    facts.links[language],
    '',
    words.once,
    '',
    words.unexpected(facts.sentBy),
  ];
}

/**
 * The e-mail with a link to set a password: one message in English then Spanish (the court does
 * not know the person's language yet), with the subject in both.
 */
export function passwordLinkEmail(facts: PasswordLinkMailFacts): StaffMail {
  const words = wording(facts.court);
  return englishThenSpanish(
    { en: words.en.subject[facts.reason], es: words.es.subject[facts.reason] },
    (language) => section(language, facts),
  );
}
