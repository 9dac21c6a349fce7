/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["court-source", "node", "require", "default"]}
 */
import {
  COURT_FACTS_PATH,
  COURT_INFO,
  type Language,
  type RemoteRegistryEntry,
} from '@court/contract';
import { PAGE_SLOT, renderFrame } from './render-frame';

const REMOTES: RemoteRegistryEntry[] = [
  { name: 'mfe_jury', entry: '/mfe-jury/remoteEntry.js', paths: ['jury-service'] },
];

/** Words of the frame (skip link, navbar, footer) that only one language's frame shows. */
const PHRASES: Record<Language, string[]> = {
  en: ['Skip to main content', 'Online Services', 'Contact Us', 'Jury Service'],
  es: ['Saltar al contenido principal', 'Servicios en línea', 'Contáctenos', 'Servicio de jurado'],
};

describe('renderFrame', () => {
  it('renders each frame in its URL language while frames in both languages overlap', async () => {
    const languages: Language[] = Array.from({ length: 100 }, (_, index) =>
      index % 2 === 0 ? 'en' : 'es',
    );
    const frames = await Promise.all(
      languages.map((language) =>
        renderFrame({
          url: language === 'en' ? '/jury-service' : '/es/jury-service',
          remotes: REMOTES,
          page: 'slot',
          pageData: {},
        }),
      ),
    );
    frames.forEach(({ html }, index) => {
      const language = languages[index] ?? 'en';
      const other: Language = language === 'en' ? 'es' : 'en';
      expect(html).toContain(PAGE_SLOT);
      for (const phrase of PHRASES[language]) expect(html).toContain(phrase);
      for (const phrase of PHRASES[other]) expect(html).not.toContain(phrase);
    });
  });

  it("describes the site in the page's language by the court's published name", async () => {
    const pageData = {
      [COURT_FACTS_PATH]: { ...COURT_INFO, name: 'Example Court', nameEs: 'Tribunal de Ejemplo' },
    };
    const english = await renderFrame({ url: '/', remotes: REMOTES, page: 'slot', pageData });
    const spanish = await renderFrame({ url: '/es/', remotes: REMOTES, page: 'slot', pageData });
    expect(english.description).toBe(
      'Example Court: hours, directions, forms, fees, jury service and online services.',
    );
    expect(spanish.description).toBe(
      'Tribunal de Ejemplo: horario, cómo llegar, formularios, costos, servicio de jurado y servicios en línea.',
    );
  });
});
