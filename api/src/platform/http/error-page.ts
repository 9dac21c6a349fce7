import { FORM_PAGE_PATHS, localizedPath, parseLocalizedPath, type Language } from '@court/contract';
import type { AppContext } from '../../types';
import { isBrowserRequest } from './browser-request';
import { escapeHtml } from './html-text';

/** The failures a page's address can meet on its way: a limit, the database away, our fault. */
const PAGE_ERROR_STATUSES = [429, 500, 503] as const;
export type PageErrorStatus = (typeof PAGE_ERROR_STATUSES)[number];

interface PageErrorWords {
  heading: string;
  text: string;
}

interface ErrorPageWords {
  byStatus: Record<PageErrorStatus, PageErrorWords>;
  /** Before the request's id, on a failure of ours: what lets the court find it in its logs. */
  reference: string;
  home: string;
  contact: string;
}

const WORDS: Record<Language, ErrorPageWords> = {
  en: {
    byStatus: {
      429: {
        heading: 'Please wait a minute',
        text: "The court's site has had more requests from your connection in the last minute than it answers. Wait a minute, then try again.",
      },
      500: {
        heading: 'Something went wrong',
        text: 'Something went wrong on our side and this page could not be shown. Try again in a few minutes.',
      },
      503: {
        heading: 'This page is not available right now',
        text: "The court's site cannot show this page just now. Try again in a few minutes.",
      },
    },
    reference: 'If it keeps happening, give the court this reference:',
    home: 'Go to the home page',
    contact: 'Contact the court',
  },
  es: {
    byStatus: {
      429: {
        heading: 'Espere un minuto, por favor',
        text: 'El sitio del tribunal ha recibido de su conexión más solicitudes en el último minuto de las que responde. Espere un minuto y vuelva a intentarlo.',
      },
      500: {
        heading: 'Algo salió mal',
        text: 'Algo salió mal de nuestro lado y no se pudo mostrar esta página. Vuelva a intentarlo en unos minutos.',
      },
      503: {
        heading: 'Esta página no está disponible en este momento',
        text: 'El sitio del tribunal no puede mostrar esta página ahora. Vuelva a intentarlo en unos minutos.',
      },
    },
    reference: 'Si sigue ocurriendo, dé al tribunal esta referencia:',
    home: 'Ir a la página de inicio',
    contact: 'Comunicarse con el tribunal',
  },
};

/**
 * Whether the request is a visitor's browser opening an address, which is answered a page to
 * read; a script, an image or a load generator is not.
 */
export function asksForPage(ctx: AppContext): boolean {
  return (ctx.method === 'GET' || ctx.method === 'HEAD') && isBrowserRequest(ctx);
}

/**
 * Whether a failure outside the API is answered with a page: a browser opening an address, where
 * the API's callers get JSON.
 */
export function answersWithPage(ctx: AppContext, status: number): status is PageErrorStatus {
  return (PAGE_ERROR_STATUSES as readonly number[]).includes(status) && asksForPage(ctx);
}

/**
 * A page of its own for a page's address that failed: no script, no data and no file it must
 * fetch, so it can be sent when nothing else works. It is in the language of the address asked
 * for, and for a failure of ours it gives the request's id, under which the failure is logged.
 */
export function errorPage(options: {
  status: PageErrorStatus;
  pathname: string;
  requestId: string;
}): string {
  const { language } = parseLocalizedPath(options.pathname);
  const words = WORDS[language];
  const { heading, text } = words.byStatus[options.status];
  const reference =
    options.status === 429
      ? ''
      : `<p>${escapeHtml(words.reference)} <code>${escapeHtml(options.requestId)}</code></p>`;
  const link = (path: string, label: string) =>
    `<li><a href="${escapeHtml(localizedPath(path, language))}">${escapeHtml(label)}</a></li>`;
  return [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(heading)}</title></head>`,
    `<body><main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>${reference}`,
    `<ul>${link('', words.home)}${link(FORM_PAGE_PATHS['contact-us'], words.contact)}</ul></main></body></html>`,
  ].join('');
}
