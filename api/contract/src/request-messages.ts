import type { Language } from './constants';

/**
 * What the court's site says when a request as a whole fails (the server, the network, a limit),
 * whatever page sent it: small enough for every page to carry. The API answers in the visitor's
 * language from these; the field messages are with the schemas (VALIDATION_MESSAGES).
 */
export const REQUEST_MESSAGES: Record<Language, Record<string, string>> = {
  en: {
    'form.invalid': 'Some answers need your attention. Correct them and submit again.',
    'server.error': 'Something went wrong on our side. Your answers are kept; please try again.',
    'server.unavailable':
      'The court could not receive this just now. Everything you typed is kept; please send it again in a few minutes.',
    'network.error':
      'We could not reach the court. Check your connection and try again; your answers are kept.',
    'rate.limited': 'Too many requests. Wait a minute and try again.',
    'xsrf.invalid': 'Your session expired. Reload the page and try again.',
    'body.tooLarge': 'What you sent is too large.',
    'body.invalid': 'What you sent could not be read.',
    'body.unsupportedType': 'Send the form as JSON.',
  },
  es: {
    'form.invalid': 'Algunas respuestas necesitan su atención. Corríjalas y envíe de nuevo.',
    'server.error':
      'Algo salió mal de nuestro lado. Sus respuestas se conservan; por favor, inténtelo de nuevo.',
    'server.unavailable':
      'El tribunal no pudo recibir esto en este momento. Todo lo que escribió se conserva; por favor, envíelo de nuevo en unos minutos.',
    'network.error':
      'No pudimos comunicarnos con el tribunal. Revise su conexión e inténtelo de nuevo; sus respuestas se conservan.',
    'rate.limited': 'Demasiadas solicitudes. Espere un minuto e inténtelo de nuevo.',
    'xsrf.invalid': 'Su sesión expiró. Vuelva a cargar la página e inténtelo de nuevo.',
    'body.tooLarge': 'Lo que envió es demasiado grande.',
    'body.invalid': 'No se pudo leer lo que envió.',
    'body.unsupportedType': 'Envíe el formulario como JSON.',
  },
};
