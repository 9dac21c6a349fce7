/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["court-source", "node", "require", "default"]}
 */
import axe from 'axe-core';
import { errorPage, type PageErrorStatus } from './error-page';

const REQUEST_ID = 'req-1234-abcd';

/** The part of jsdom's document these tests read: the API's types have no DOM of their own. */
interface ShownNode {
  textContent: string | null;
  getAttribute(name: string): string | null;
}
interface ShownDocument {
  open(): void;
  write(html: string): void;
  close(): void;
  title: string;
  documentElement: { lang: string };
  querySelector(selector: string): ShownNode | null;
  querySelectorAll(selector: string): Iterable<ShownNode>;
}
const { document } = globalThis as unknown as { document: ShownDocument };

/** Makes the page the test's document, as a browser would show it. */
function show(html: string): void {
  document.open();
  document.write(html);
  document.close();
}

describe('the page a failed page address is answered with', () => {
  it.each<[PageErrorStatus, string, string]>([
    [429, '/jury-service', 'en'],
    [500, '/jury-service', 'en'],
    [503, '/', 'en'],
    [429, '/es/jury-service', 'es'],
    [500, '/es/', 'es'],
    [503, '/es/careers', 'es'],
  ])(
    '%i at %s has nothing axe finds, in the language of the address',
    async (status, path, lang) => {
      show(errorPage({ status, pathname: path, requestId: REQUEST_ID }));
      expect(document.documentElement.lang).toBe(lang);
      const heading = document.querySelector('main h1')?.textContent ?? '';
      expect(heading).not.toBe('');
      expect(document.title).toBe(heading);
      const results = await axe.run(document as unknown as axe.ElementContext, {
        rules: { 'color-contrast': { enabled: false } },
      });
      expect(results.violations.map(({ id }) => id)).toEqual([]);
    },
  );

  it('says what happened in English or Spanish, and leads home and to the contact page as the page-not-found page does', () => {
    show(errorPage({ status: 429, pathname: '/wp-admin', requestId: REQUEST_ID }));
    expect(document.querySelector('h1')?.textContent).toBe('Please wait a minute');
    expect(document.querySelector('main p')?.textContent).toContain(
      'Wait a minute, then try again',
    );
    expect([...document.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/contact-us',
    ]);

    show(errorPage({ status: 503, pathname: '/es/careers', requestId: REQUEST_ID }));
    expect(document.querySelector('h1')?.textContent).toBe(
      'Esta página no está disponible en este momento',
    );
    expect([...document.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'Ir a la página de inicio',
      'Comunicarse con el tribunal',
    ]);
    expect([...document.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/es/',
      '/es/contact-us',
    ]);
  });

  it('gives the request id for a failure of ours, under which it is logged, and not for a limit', () => {
    show(errorPage({ status: 500, pathname: '/', requestId: REQUEST_ID }));
    expect(document.querySelector('code')?.textContent).toBe(REQUEST_ID);
    show(errorPage({ status: 429, pathname: '/', requestId: REQUEST_ID }));
    expect(document.querySelector('code')).toBeNull();
  });

  it('writes what it is given as text', () => {
    show(errorPage({ status: 500, pathname: '/', requestId: '<b>x</b>' }));
    expect(document.querySelector('b')).toBeNull();
    expect(document.querySelector('code')?.textContent).toBe('<b>x</b>');
  });
});
