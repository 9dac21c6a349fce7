import { PageHeading, useTranslation, registerTranslations } from '@court/kit';
import en from './en.json';
import es from './es.json';

registerTranslations('jury-service', { en, es });

export default function JuryServicePage() {
  const { t } = useTranslation('jury-service');
  return <PageHeading>{t('title')}</PageHeading>;
}
