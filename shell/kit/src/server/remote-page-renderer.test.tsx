/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["court-source", "node", "require", "default"]}
 */
import { useTranslation } from '../i18n/use-translation';
import type { Language } from '@court/contract';
import { registerTranslations } from '../i18n/i18n';
import { ExternalLink } from '../links/external-link';
import { PageHeading } from '../page/page-heading';
import { createRemotePages } from '../page/remote-pages';
import { createPageRenderer } from './remote-page-renderer';

const PAGE_TEXT = {
  en: { heading: 'Jury parking', body: 'Park in the garage across the street.' },
  es: { heading: 'Estacionamiento del jurado', body: 'Estacione en el garaje de enfrente.' },
} satisfies Record<Language, Record<string, string>>;

/** Words a render in each language must show, from the page and from the kit around it. */
const PHRASES: Record<Language, string[]> = {
  en: [PAGE_TEXT.en.heading, PAGE_TEXT.en.body, '(opens in a new tab)'],
  es: [PAGE_TEXT.es.heading, PAGE_TEXT.es.body, '(se abre en una pestaña nueva)'],
};
const TITLES: Record<Language, string> = {
  en: 'Jury parking | Canton Municipal Court',
  es: 'Estacionamiento del jurado | Tribunal Municipal de Canton',
};

function ParkingPage() {
  const { t } = useTranslation('renderTest');
  return (
    <>
      <PageHeading>{t('heading')}</PageHeading>
      <p>{t('body')}</p>
      <ExternalLink href="https://example.org/garage">{t('heading')}</ExternalLink>
    </>
  );
}

// As a remote's pages are: each one's code (and text) arrives later, so renders wait on it and
// overlap.
const { Pages } = createRemotePages({
  'jury-parking': () =>
    new Promise((resolve) =>
      setTimeout(() => {
        registerTranslations('renderTest', PAGE_TEXT);
        resolve({ default: ParkingPage });
      }, 5),
    ),
});
const renderPage = createPageRenderer(Pages);

describe('createPageRenderer', () => {
  it('renders each page in its own language while renders in both languages overlap', async () => {
    const languages: Language[] = Array.from({ length: 100 }, (_, index) =>
      index % 2 === 0 ? 'en' : 'es',
    );
    const rendered = await Promise.all(
      languages.map((language) => renderPage('jury-parking', language)),
    );
    rendered.forEach(({ html, title }, index) => {
      const language = languages[index] ?? 'en';
      const other: Language = language === 'en' ? 'es' : 'en';
      expect(title).toBe(TITLES[language]);
      for (const phrase of PHRASES[language]) expect(html).toContain(phrase);
      for (const phrase of PHRASES[other]) expect(html).not.toContain(phrase);
    });
  });
});
