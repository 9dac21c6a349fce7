import type { Language } from '@court/contract';
import type { AppContext } from '../../types';

/** Spanish when the visitor's first preferred language is Spanish, otherwise English. */
export function requestLanguage(ctx: AppContext): Language {
  const header = ctx.get('Accept-Language').trim().toLowerCase();
  return header.startsWith('es') ? 'es' : 'en';
}
