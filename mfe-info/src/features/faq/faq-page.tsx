import { FAQ_PATHS } from '@court/contract';
import { PageHeading, registerTranslations, useTranslation } from '@court/kit';
import { Faq } from '@court/kit/faq';
import en from './en.json';
import es from './es.json';
import './faq-page.css';

registerTranslations('faq', { en, es });

/** FAQ: the questions staff publish, by topic, each answer a native disclosure. */
export default function FaqPage() {
  const { t } = useTranslation('faq');
  return (
    <div className="grid-container court-faq-page">
      <PageHeading>{t('title')}</PageHeading>
      <p>{t('intro')}</p>
      <Faq path={FAQ_PATHS.site} idPrefix="faq" />
    </div>
  );
}
