import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { Language, SearchMissList, SearchResponse, SearchResult } from '@court/contract';
import { isApiResponse } from '@court/contract/responses';
import { createSamplePdf, importDocumentFolder } from '../documents';
import { createLogger } from '../platform/logger';
import { scheduledJobs } from '../scheduled-jobs';
import { createTestStaff, signInBrowser } from '../testing/staff-test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';

const DAY = 24 * 60 * 60 * 1000;
/** The test clock starts on Monday 2 March 2026, 10:00 in Canton. */
const TODAY = '2026-03-02';

interface Section {
  anchor: string | null;
  heading: string | null;
  text: string;
}
type FixturePages = Record<string, Record<Language, { title: string; sections: Section[] }>>;

const top = (text: string): Section => ({ anchor: null, heading: null, text });

/** What mfe-info's build writes, cut down to the pages the tests search. */
const INFO_PAGES: FixturePages = {
  interpreter: {
    en: {
      title: 'Do You Need An Interpreter?',
      sections: [
        top(
          'If you speak limited English, the court will provide an interpreter for your hearing. ' +
            "Interpreter services are provided at no cost to you. Read the court's Language " +
            'Access Plan (PDF)',
        ),
      ],
    },
    es: {
      title: '¿Necesita un intérprete?',
      sections: [
        top('Si habla poco inglés, el tribunal le proporcionará un intérprete para su audiencia.'),
      ],
    },
  },
  faq: {
    en: {
      title: 'Frequently Asked Questions',
      sections: [
        top('Select a question to show or hide its answer.'),
        {
          anchor: 'citation-cost',
          heading: 'How much does a traffic citation cost?',
          text: 'Most traffic citations cost $160.00 to $210.00.',
        },
        {
          anchor: 'time-to-pay',
          heading: 'Can I ask for more time to pay by phone?',
          text: 'No. Time to pay cannot be requested by phone.',
        },
        {
          anchor: 'eviction-objection',
          heading: 'I missed my eviction hearing. What can I do?',
          text: 'A tenant who missed the eviction hearing has 3 days to file an objection.',
        },
      ],
    },
    es: {
      title: 'Preguntas frecuentes',
      sections: [
        top('Seleccione una pregunta para mostrar u ocultar su respuesta.'),
        {
          anchor: 'eviction-objection',
          heading: 'No me presenté a mi audiencia de desalojo. ¿Qué puedo hacer?',
          text: 'El inquilino que no se presentó a la audiencia de desalojo tiene 3 días.',
        },
      ],
    },
  },
  'online-services': {
    en: {
      title: 'Online Services',
      sections: [
        top(
          "E-File, Docket Search and Online Payments take you to the court's case information " +
            'system.',
        ),
      ],
    },
    es: {
      title: 'Servicios en línea',
      sections: [top('Presentación electrónica, Búsqueda de expedientes y Pagos en línea.')],
    },
  },
  links: {
    en: {
      title: 'Related Links',
      sections: [
        {
          anchor: 'links-state',
          heading: 'State Government',
          text: 'State of Ohio Ohio Attorney General',
        },
      ],
    },
    es: {
      title: 'Enlaces relacionados',
      sections: [
        { anchor: 'links-state', heading: 'Gobierno estatal', text: 'Procurador General de Ohio' },
      ],
    },
  },
};

/** What mfe-jury's build writes; `serviceTitle` changes when a test redeploys it. */
function juryPages(serviceTitle = 'Jury Service'): FixturePages {
  return {
    'jury-service': {
      en: { title: serviceTitle, sections: [top('Thank you for serving as a juror.')] },
      es: { title: 'Servicio de jurado', sections: [top('Gracias por servir como jurado.')] },
    },
    'jury-faq': {
      en: {
        title: 'Jury FAQ',
        sections: [
          {
            anchor: 'juror-pay',
            heading: 'Am I paid for jury service?',
            text: 'Yes. Jurors receive $20 for each day of service, paid on the day you serve.',
          },
        ],
      },
      es: {
        title: 'Preguntas frecuentes sobre el jurado',
        sections: [
          {
            anchor: 'juror-pay',
            heading: '¿Me pagan por el servicio de jurado?',
            text: 'Sí. Los jurados reciben $20 por cada día de servicio.',
          },
        ],
      },
    },
  };
}

function writeJson(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(value));
}

/** A built remote: its registry fragment and its search fragment, as its build writes them. */
function writeRemote(webRoot: string, folder: string, pages: FixturePages): void {
  const dist = path.join(webRoot, folder, 'dist');
  writeJson(path.join(dist, 'registry-fragment.json'), {
    name: folder.replace('-', '_'),
    entry: `/${folder}/remoteEntry.js`,
    paths: Object.keys(pages),
  });
  writeJson(path.join(dist, 'search-fragment.json'), { format: 1, pages });
}

/** What the shell's build writes: the links of its navbar and footer in each language. */
function writeNavigation(
  webRoot: string,
  links: Record<Language, { href: string; label: string }[]>,
) {
  writeJson(path.join(webRoot, 'shell/dist/search-navigation.json'), { format: 1, links });
}

forEachDatabase((dialect) => {
  let t: TestApp;
  let webRoot: string;

  async function startApp(env: Record<string, string> = {}, documentTexts = false): Promise<void> {
    t = await createTestApp(dialect, {
      env: { WEB_ROOT: webRoot, ...env },
      documents: true,
      documentTexts,
    });
  }

  beforeEach(() => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'court-search-'));
    writeRemote(webRoot, 'mfe-info', INFO_PAGES);
    writeRemote(webRoot, 'mfe-jury', juryPages());
  });

  afterEach(async () => {
    await t.database.drop();
    rmSync(webRoot, { recursive: true, force: true });
  });

  async function search(q: string, lang?: Language): Promise<SearchResponse> {
    const response = await request(t.server)
      .get('/api/muni/search')
      .query(lang ? { q, lang } : { q })
      .expect(200);
    expect(isApiResponse('search', response.body)).toBe(true);
    return response.body as SearchResponse;
  }

  /** Where each result leads: a page's site path or a document's URL. */
  function targets(results: SearchResult[]): string[] {
    return results.map((result) => (result.kind === 'page' ? result.path : result.url));
  }

  async function missRows() {
    return t.database.db.selectFrom('searchMiss').selectAll().orderBy('language').execute();
  }

  describe('matching', () => {
    beforeEach(() => startApp());

    it('finds a page whatever the case and accents of the query', async () => {
      for (const query of ['INTERPRETE', 'intérprete', 'Intérprete']) {
        const { results } = await search(query, 'es');
        expect(targets(results)[0]).toBe('/interpreter');
        expect(results[0]?.title).toBe('¿Necesita un intérprete?');
      }
      expect(targets((await search('EVICTION', 'en')).results)).toContain(
        '/faq#eviction-objection',
      );
    });

    it('forgives a typo and finds a word by its start', async () => {
      expect(targets((await search('intepreter', 'en')).results)[0]).toBe('/interpreter');
      expect(targets((await search('interp', 'en')).results)[0]).toBe('/interpreter');
      expect(targets((await search('evic', 'en')).results)).toContain('/faq#eviction-objection');
      expect((await search('zebra', 'en')).results).toEqual([]);
    });

    it("finds the site's words for the words people use", async () => {
      expect(targets((await search('ticket', 'en')).results)[0]).toBe('/faq#citation-cost');
      expect(targets((await search('lawyer', 'en')).results)[0]).toBe('/links#links-state');
      const pay = await search('pay ticket', 'en');
      expect(targets(pay.results)[0]).toBe('/online-services');
      expect(pay.results[0]?.excerpt.filter((segment) => segment.match)).toEqual([
        { text: 'Online', match: true },
        { text: 'Payments', match: true },
      ]);
      expect(targets((await search('compensation', 'en')).results)[0]).toBe('/jury-faq#juror-pay');
    });

    it("keeps a phrase's synonyms to the phrase: a juror's pay is no online payment", async () => {
      // Online payments answer "pay ticket"; "pay" alone may be a juror's pay.
      const juryPay = targets((await search('jury duty pay', 'en')).results);
      const payAnswer = juryPay.indexOf('/jury-faq#juror-pay');
      expect(payAnswer).toBeGreaterThanOrEqual(0);
      expect(juryPay.slice(0, payAnswer)).not.toContain('/online-services');
      expect(targets((await search('payment plan', 'en')).results)[0]).toBe('/faq#time-to-pay');
    });

    it('answers in the language asked for, else in the browser language', async () => {
      const spanish = await search('jurado', 'es');
      expect(spanish.language).toBe('es');
      expect(spanish.results.map((result) => result.title)).toEqual(
        expect.arrayContaining(['Servicio de jurado', 'Preguntas frecuentes sobre el jurado']),
      );
      expect((await search('jurado', 'en')).results).toEqual([]);
      expect((await search('jury', 'en')).results[0]?.title).toBe('Jury Service');

      const browser = await request(t.server)
        .get('/api/muni/search?q=jurado')
        .set('Accept-Language', 'es-US,es;q=0.9')
        .expect(200);
      expect((browser.body as SearchResponse).language).toBe('es');
      expect(browser.headers.vary).toMatch(/Accept-Language/);
      expect(browser.headers['cache-control']).toBe('no-store');
    });

    it('finds the documents of the catalog, leading to their PDF', async () => {
      const english = await search('eviction', 'en');
      expect(english.results[0]).toEqual({
        kind: 'document',
        title: "Objection to Magistrate's Decision (Eviction)",
        section: 'Other Forms',
        excerpt: [
          { text: "Objection to Magistrate's Decision (", match: false },
          { text: 'Eviction', match: true },
          { text: ')', match: false },
        ],
        url: '/documents/eviction-objection-to-magistrates-decision.pdf',
        matchedInText: false,
      });
      const spanish = await search('desalojo', 'es');
      expect(spanish.results[0]).toMatchObject({
        kind: 'document',
        title: 'Objeción a la decisión del magistrado (desalojo)',
        section: 'Otros formularios',
        url: '/documents/eviction-objection-to-magistrates-decision.pdf',
      });
      expect(targets((await search('Marsy', 'en')).results)).toEqual([
        '/documents/victim-rights-request-form.pdf',
      ]);
    });

    it('leads to an FAQ answer by its anchor, the question as its section', async () => {
      const { results } = await search('compensation', 'en');
      expect(results[0]).toEqual({
        kind: 'page',
        title: 'Jury FAQ',
        section: 'Am I paid for jury service?',
        excerpt: [
          { text: 'Yes. Jurors receive $20 for each day of service, ', match: false },
          { text: 'paid', match: true },
          { text: ' on the day you serve.', match: false },
        ],
        path: '/jury-faq#juror-pay',
      });
    });

    it('marks the matched words in the excerpt as they are written', async () => {
      const [first] = (await search('intepreter services', 'en')).results;
      expect(first?.excerpt.filter((segment) => segment.match).map(({ text }) => text)).toEqual([
        'interpreter',
        'Interpreter',
        'services',
      ]);
      // About 180 characters, cut after a whole word.
      expect(first?.excerpt.map(({ text }) => text).join('')).toBe(
        'If you speak limited English, the court will provide an interpreter for your hearing. ' +
          "Interpreter services are provided at no cost to you. Read the court's Language " +
          'Access Plan…',
      );
    });
  });

  describe('queries at the edges', () => {
    beforeEach(() => startApp());

    it('answers an empty query with no results, and does not count it', async () => {
      for (const query of ['', '   ']) {
        expect(await search(query, 'en')).toEqual({
          query: '',
          truncated: false,
          language: 'en',
          results: [],
        });
      }
      const absent = await request(t.server).get('/api/muni/search?lang=en').expect(200);
      expect((absent.body as SearchResponse).results).toEqual([]);
      expect(await missRows()).toEqual([]);
    });

    it('searches a 500-character query on its first 200 characters', async () => {
      const found = await search(`interpreter ${'x'.repeat(488)}`, 'en');
      expect(found.truncated).toBe(true);
      expect(found.query).toHaveLength(200);
      expect(targets(found.results)[0]).toBe('/interpreter');

      const beyond = await search(`${'z'.repeat(300)} interpreter`, 'en');
      expect(beyond).toMatchObject({ truncated: true, results: [] });
    });

    it('refuses a repeated q with a message in the visitor language', async () => {
      const response = await request(t.server)
        .get('/api/muni/search?q=a&q=b')
        .set('Accept-Language', 'es')
        .expect(400);
      expect(response.body).toMatchObject({ errors: { q: expect.any(String) } });
    });
  });

  describe('searches that find nothing', () => {
    beforeEach(async () => {
      await startApp();
      await createTestStaff(t, 'admin1', ['admin']);
      await createTestStaff(t, 'alerts1', ['alerts']);
    });

    async function misses(): Promise<SearchMissList> {
      const admin = await signInBrowser(t, 'admin1');
      const response = await admin.agent.get('/api/muni/staff/search/misses').expect(200);
      expect(isApiResponse('searchMisses', response.body)).toBe(true);
      expect(response.headers['cache-control']).toBe('no-store');
      return response.body as SearchMissList;
    }

    it('counts the normalised query by language and day, and nothing about who searched', async () => {
      await search('Zebra crossing?', 'en');
      await search('  zebra   CROSSING ', 'en');
      await search('zébra crossing', 'es');
      await search('interpreter', 'en');
      await search('court', 'en');
      const rows = await missRows();
      expect(rows.map((row) => ({ ...row, count: Number(row.count) }))).toEqual([
        { query: 'zebra crossing', language: 'en', day: TODAY, count: 2 },
        { query: 'zebra crossing', language: 'es', day: TODAY, count: 1 },
      ]);
      // The table holds the query, its language, the day and a count: no address, no id.
      expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['count', 'day', 'language', 'query']);
    });

    it('does not count a query that may say who someone is', async () => {
      await search('jane.doe@example.org', 'en');
      await search('zebra 2023TRD01234', 'en');
      await search('330-555-0100', 'en');
      await search('123 45 6789', 'en');
      expect(await missRows()).toEqual([]);
    });

    it('lists the most frequent ones for admin only', async () => {
      for (const query of ['zebra', 'zebra', 'yak', 'zebra']) await search(query, 'en');
      await search('yak', 'es');
      await search('yak', 'es');
      t.clock.advance(DAY);
      await search('walrus', 'es');

      await request(t.server).get('/api/muni/staff/search/misses').expect(401);
      const other = await signInBrowser(t, 'alerts1');
      await other.agent.get('/api/muni/staff/search/misses').expect(403);

      expect(await misses()).toEqual({
        days: 90,
        misses: [
          { query: 'yak', total: 3, counts: { en: 1, es: 2 }, lastSeen: TODAY },
          { query: 'zebra', total: 3, counts: { en: 3, es: 0 }, lastSeen: TODAY },
          { query: 'walrus', total: 1, counts: { en: 0, es: 1 }, lastSeen: '2026-03-03' },
        ],
      });
    });

    it('keeps the counts 90 days, then forgets them', async () => {
      await search('zebra', 'en');
      t.clock.advance(89 * DAY);
      await search('yak', 'en');
      expect((await misses()).misses.map((miss) => miss.query)).toEqual(['yak', 'zebra']);

      t.clock.advance(DAY);
      expect((await misses()).misses.map((miss) => miss.query)).toEqual(['yak']);
      const job = scheduledJobs({
        db: t.database.db,
        clock: t.clock,
        config: t.config,
        logger: createLogger('silent'),
      }).find((candidate) => candidate.name === 'forget-old-search-misses');
      await job?.run(t.clock.now());
      expect((await missRows()).map((row) => row.query)).toEqual(['yak']);
    });
  });

  describe('documents by what their PDFs say', () => {
    let documentsDir: string;

    /** Puts a document's PDF in a folder, the documents folder by default. */
    function placePdf(slug: string, pdf: Buffer, folder = documentsDir): void {
      writeFileSync(path.join(folder, `${slug}.pdf`), pdf);
    }

    beforeEach(async () => {
      documentsDir = mkdtempSync(path.join(tmpdir(), 'court-search-documents-'));
      placePdf(
        'eviction-objection-to-magistrates-decision',
        // Short lines: pdf.js leaves out what runs past the page's edge.
        createSamplePdf([
          'A party may file written objections',
          'within fourteen days of the filing of',
          "the magistrate's decision.",
          'Una parte puede presentar objeciones',
          'dentro de los catorce días.',
        ]),
      );
      placePdf(
        'costs-criminal-traffic',
        createSamplePdf(['Vehicle immobilization fee', 'Tarifa de inmovilización del vehículo']),
      );
      // A damaged file: its document is still found by its title.
      placePdf('local-rules', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog'));
      await startApp({ DOCUMENTS_DIR: documentsDir }, true);
    });

    afterEach(() => {
      rmSync(documentsDir, { recursive: true, force: true });
    });

    it('finds a document by words of its text alone, saying so with the words marked', async () => {
      const { results } = await search('fourteen days', 'en');
      expect(results[0]).toMatchObject({
        kind: 'document',
        title: "Objection to Magistrate's Decision (Eviction)",
        section: 'Other Forms',
        url: '/documents/eviction-objection-to-magistrates-decision.pdf',
        matchedInText: true,
      });
      const excerpt = results[0]?.excerpt ?? [];
      expect(excerpt.filter(({ match }) => match).map(({ text }) => text)).toEqual([
        'fourteen',
        'days',
      ]);
      expect(excerpt.map(({ text }) => text).join('')).toContain(
        'A party may file written objections within fourteen days of the filing',
      );
      // A page that shares a word is found too, below.
      expect(targets(results)).toContain('/faq#eviction-objection');

      const fee = (await search('vehicle immobilization', 'en')).results;
      expect(targets(fee)).toEqual(['/documents/costs-criminal-traffic.pdf']);
      expect(fee[0]).toMatchObject({ title: 'Criminal/Traffic', matchedInText: true });
    });

    it('finds it in Spanish by the Spanish words of its text', async () => {
      const { results } = await search('catorce dias', 'es');
      expect(results[0]).toMatchObject({
        kind: 'document',
        title: 'Objeción a la decisión del magistrado (desalojo)',
        section: 'Otros formularios',
        matchedInText: true,
      });
      expect(results[0]?.excerpt.filter(({ match }) => match).map(({ text }) => text)).toEqual([
        'catorce',
        'días',
      ]);
      const fee = (await search('inmovilizacion', 'es')).results;
      expect(fee[0]).toMatchObject({ title: 'Penal/Tránsito', matchedInText: true });
    });

    it('shows the title when the words are in it, and ranks the title above the text', async () => {
      const { results } = await search('objection', 'en');
      expect(results[0]).toMatchObject({
        url: '/documents/eviction-objection-to-magistrates-decision.pdf',
        matchedInText: false,
      });
      expect(results[0]?.excerpt.map(({ text }) => text).join('')).toBe(
        "Objection to Magistrate's Decision (Eviction)",
      );
      // A damaged PDF leaves its document found by its title.
      expect(targets((await search('local rules', 'en')).results)[0]).toBe(
        '/documents/local-rules.pdf',
      );
    });

    it("finds a replaced file's new text after the next check", async () => {
      const newFiles = mkdtempSync(path.join(tmpdir(), 'court-search-new-documents-'));
      placePdf('costs-criminal-traffic', createSamplePdf(['Vehicle impoundment fee']), newFiles);
      const report = await importDocumentFolder(t.database.db, {
        folder: newFiles,
        group: 'fees',
        clock: t.clock,
        importedBy: 'clerk',
      });
      rmSync(newFiles, { recursive: true, force: true });
      expect(report.replaced).toEqual(['costs-criminal-traffic']);
      t.documents.changed();
      await t.documentTexts?.checkAll();
      // The index takes in the new text at its next check, at most a second later.
      t.clock.advance(1000);
      expect(targets((await search('impoundment', 'en')).results)).toEqual([
        '/documents/costs-criminal-traffic.pdf',
      ]);
      expect((await search('immobilization', 'en')).results).toEqual([]);
    });
  });

  describe('the index', () => {
    it('follows a remote deployed alone, checking its fragment at most once a second', async () => {
      await startApp();
      expect((await search('redeployed', 'en')).results).toEqual([]);

      writeRemote(webRoot, 'mfe-jury', juryPages('Jury Service (redeployed)'));
      // A later modification time, as a deployment gives the file.
      const fragment = path.join(webRoot, 'mfe-jury/dist/search-fragment.json');
      utimesSync(fragment, new Date(Date.now() + 5000), new Date(Date.now() + 5000));
      expect((await search('redeployed', 'en')).results).toEqual([]);

      t.clock.advance(1000);
      expect(targets((await search('redeployed', 'en')).results)).toEqual(['/jury-service']);
      // The other remote's pages are still found.
      expect(targets((await search('intepreter', 'en')).results)[0]).toBe('/interpreter');
    });

    it('takes in a remote deployed for the first time, and skips a fragment it cannot read', async () => {
      await startApp();
      expect((await search('employment', 'en')).results).toEqual([]);
      writeRemote(webRoot, 'mfe-careers', {
        careers: {
          en: { title: 'Employment Opportunities', sections: [top('Current openings')] },
          es: { title: 'Oportunidades de empleo', sections: [top('Vacantes actuales')] },
        },
      });
      writeFileSync(path.join(webRoot, 'mfe-jury/dist/search-fragment.json'), '{"format": 1, "pa');
      t.clock.advance(1000);
      expect(targets((await search('employment', 'en')).results)).toEqual(['/careers']);
      expect((await search('jury', 'en')).results).toEqual([]);
      expect(targets((await search('intepreter', 'en')).results)[0]).toBe('/interpreter');
    });

    it('ranks a page with the word typed above one with only a synonym of it', async () => {
      writeRemote(webRoot, 'mfe-forms', {
        'zoom-hearing': {
          en: { title: 'Zoom Hearing', sections: [top('Keep your parking ticket.')] },
          es: { title: 'Audiencia por Zoom', sections: [top('Guarde su boleto.')] },
        },
      });
      await startApp();
      const found = targets((await search('ticket', 'en')).results);
      expect(found.slice(0, 2)).toEqual(['/zoom-hearing', '/faq#citation-cost']);
    });

    it("names pages and documents by the navigation's words, and follows the shell", async () => {
      writeRemote(webRoot, 'mfe-careers', {
        careers: {
          en: { title: 'Employment Opportunities', sections: [top('Current openings')] },
          es: { title: 'Oportunidades de empleo', sections: [top('Vacantes actuales')] },
        },
      });
      writeNavigation(webRoot, {
        en: [
          { href: '/careers', label: 'Our Team' },
          { href: '/documents/local-rules.pdf', label: 'Rulebook (PDF)' },
          { href: 'https://cjis.example.org/', label: 'Zebra Case System' },
        ],
        es: [{ href: '/es/careers', label: 'Nuestro equipo' }],
      });
      await startApp();
      expect(targets((await search('team', 'en')).results)).toEqual(['/careers']);
      expect(targets((await search('equipo', 'es')).results)).toEqual(['/careers']);
      expect(targets((await search('rulebook', 'en')).results)).toEqual([
        '/documents/local-rules.pdf',
      ]);
      // A link that leaves the site names nothing of it.
      expect((await search('zebra', 'en')).results).toEqual([]);

      writeNavigation(webRoot, { en: [{ href: '/careers', label: 'Careers' }], es: [] });
      const file = path.join(webRoot, 'shell/dist/search-navigation.json');
      utimesSync(file, new Date(Date.now() + 5000), new Date(Date.now() + 5000));
      t.clock.advance(1000);
      expect(targets((await search('careers', 'en')).results)).toEqual(['/careers']);
      expect((await search('team', 'en')).results).toEqual([]);
    });

    it('uses the synonyms SEARCH_SYNONYMS gives instead of the built-in ones', async () => {
      await startApp({ SEARCH_SYNONYMS: '{"tongue": ["interpreter"]}' });
      expect(targets((await search('tongue', 'en')).results)).toEqual(['/interpreter']);
      expect((await search('lawyer', 'en')).results).toEqual([]);
    });
  });
});
