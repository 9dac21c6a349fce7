import { PhoneLink, registerTranslations, useCourtFacts, useTranslation } from '@court/kit';
import { TextMessageLink } from '../text-message-link/text-message-link';
import en from './en.json';
import es from './es.json';

registerTranslations('jury-contact-list', { en, es });

/** The three ways to reach the jury office: e-mail, a call and a text message. */
export function JuryContactList() {
  const { t } = useTranslation('jury-contact-list');
  const court = useCourtFacts();
  return (
    <ul className="usa-list">
      <li>
        {t('email')}{' '}
        <a href={`mailto:${court.juryEmail}`} className="usa-link">
          {court.juryEmail}
        </a>
      </li>
      <li>
        {t('call')} <PhoneLink phone={court.juryPhone} />
      </li>
      <li>
        {t('text')} <TextMessageLink phone={court.juryTextPhone} />
      </li>
    </ul>
  );
}
