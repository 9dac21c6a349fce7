import { COURT_INFO } from '@court/contract';
import { PhoneLink, registerTranslations, useTranslation } from '@court/kit';
import { TextMessageLink } from '../text-message-link/text-message-link';
import en from './en.json';
import es from './es.json';

registerTranslations('jury-contact-list', { en, es });

/** The three ways to reach the jury office: e-mail, a call and a text message. */
export function JuryContactList() {
  const { t } = useTranslation('jury-contact-list');
  return (
    <ul className="usa-list">
      <li>
        {t('email')}{' '}
        <a href={`mailto:${COURT_INFO.juryEmail}`} className="usa-link">
          {COURT_INFO.juryEmail}
        </a>
      </li>
      <li>
        {t('call')} <PhoneLink phone={COURT_INFO.juryPhone} />
      </li>
      <li>
        {t('text')} <TextMessageLink phone={COURT_INFO.juryTextPhone} />
      </li>
    </ul>
  );
}
