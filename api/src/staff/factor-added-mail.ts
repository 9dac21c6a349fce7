import type { Kysely } from 'kysely';
import { courtTimeOf, type CourtInfo, type Language } from '@court/contract';
import { readPublishedCourtFacts } from '../content';
import type { Database } from '../platform/database/schema';
import { insertOutboxMessage } from '../platform/mail/outbox-repository';
import { englishThenSpanish } from './staff-mail';

/** A way of signing in just added to an account. */
export type AddedFactor = { kind: 'passkey'; name: string } | { kind: 'app' };

/** What a staff mail says of the court. */
type StaffMailCourt = Pick<CourtInfo, 'name' | 'phone'>;

interface FactorAddedFacts {
  court: StaffMailCourt;
  displayName: string;
  username: string;
  factor: AddedFactor;
  /** Court-local date (YYYY-MM-DD) and time (HH:MM) of the addition. */
  date: string;
  time: string;
}

interface Wording {
  subject: Record<AddedFactor['kind'], string>;
  heading: (facts: FactorAddedFacts) => string;
  added: (facts: FactorAddedFacts) => string;
  unexpected: Record<AddedFactor['kind'], string>;
}

/** The wording, naming the court and giving its phone as the court publishes them. */
function wording({ name, phone }: StaffMailCourt): Record<Language, Wording> {
  return {
    en: {
      subject: {
        passkey: `A passkey was added to your ${name} staff account`,
        app: `An authentication app was added to your ${name} staff account`,
      },
      heading: (facts) =>
        `${name}: staff account for ${facts.displayName} (username ${facts.username})`,
      added: ({ factor, date, time }) =>
        factor.kind === 'passkey'
          ? `A passkey named "${factor.name}" was added to your staff account on ${date} at ${time} (Canton time). It can now be used to sign in to your account.`
          : `An authentication app was added to your staff account on ${date} at ${time} (Canton time). Its codes can now be used to prove it is you.`,
      unexpected: {
        passkey: `If you added it, there is nothing to do. If you did not, call the court at ${phone} at once: an administrator can require a new password for your account, which also removes its passkeys.`,
        app: `If you added it, there is nothing to do. If you did not, call the court at ${phone} at once: an administrator can reset your second factor and require a new password.`,
      },
    },
    es: {
      subject: {
        passkey: `Se agregó una llave de acceso a su cuenta de personal del ${name}`,
        app: `Se agregó una aplicación de autenticación a su cuenta de personal del ${name}`,
      },
      heading: (facts) =>
        `${name}: cuenta de personal de ${facts.displayName} (usuario ${facts.username})`,
      added: ({ factor, date, time }) =>
        factor.kind === 'passkey'
          ? `Se agregó una llave de acceso llamada "${factor.name}" a su cuenta de personal el ${date} a las ${time} (hora de Canton). Desde ahora puede usarse para iniciar sesión en su cuenta.`
          : `Se agregó una aplicación de autenticación a su cuenta de personal el ${date} a las ${time} (hora de Canton). Desde ahora sus códigos pueden usarse para confirmar que es usted.`,
      unexpected: {
        passkey: `Si la agregó usted, no tiene que hacer nada. Si no, llame de inmediato al tribunal al ${phone}: un administrador puede exigir una nueva contraseña para su cuenta, lo que también elimina sus llaves de acceso.`,
        app: `Si la agregó usted, no tiene que hacer nada. Si no, llame de inmediato al tribunal al ${phone}: un administrador puede restablecer su segundo factor y exigir una nueva contraseña.`,
      },
    },
  };
}

function section(language: Language, facts: FactorAddedFacts): string[] {
  const words = wording(facts.court)[language];
  return [words.heading(facts), '', words.added(facts), '', words.unexpected[facts.factor.kind]];
}

/**
 * Tells the account's owner that a way of signing in was added, so that one planted by whoever
 * held their session for a moment is seen: one message in English then Spanish, as the password
 * links are. Queued in the caller's transaction, with the factor itself.
 */
export async function mailFactorAdded(
  trx: Kysely<Database>,
  account: { displayName: string; username: string; email: string },
  factor: AddedFactor,
  now: Date,
): Promise<void> {
  const facts: FactorAddedFacts = {
    court: await readPublishedCourtFacts(trx, now),
    displayName: account.displayName,
    username: account.username,
    factor,
    ...courtTimeOf(now),
  };
  const words = wording(facts.court);
  const mail = englishThenSpanish(
    { en: words.en.subject[factor.kind], es: words.es.subject[factor.kind] },
    (language) => section(language, facts),
  );
  await insertOutboxMessage(trx, { toAddress: account.email, ...mail }, now);
}
