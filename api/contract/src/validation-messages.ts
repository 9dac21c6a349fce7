import type { Language } from './constants';

/**
 * Validation messages, written as instructions, keyed by the codes the schemas use. The API
 * answers in the visitor's language from this catalog; the front ends load it into i18next.
 */
export const VALIDATION_MESSAGES: Record<Language, Record<string, string>> = {
  en: {
    'fullName.required': 'Enter your full name.',
    'caseNumber.required': 'Enter your case number, for example 2023TRD01234.',
    'caseNumber.format':
      'Enter the case number as four digits, three letters and up to five digits, for example 2023TRD01234.',
    'hearingDate.required': 'Enter the date of your court hearing.',
    'date.format': 'Enter the date in the format MM/DD/YYYY.',
    'email.required': 'Enter your e-mail address.',
    'email.format': 'Enter an e-mail address in the correct format, like name@example.com.',
    'language.required': 'Enter the language or dialect you need.',
    'text.tooLong': 'Shorten this answer to 120 characters or fewer.',
    'text.tooLongLong': 'Shorten this answer to 2,000 characters or fewer.',
    'form.invalid': 'Some answers need your attention. Correct them and submit again.',
    'server.error': 'Something went wrong on our side. Your answers are kept; please try again.',
    'network.error':
      'We could not reach the court. Check your connection and try again; your answers are kept.',
    'rate.limited': 'Too many requests. Wait a minute and try again.',
    'xsrf.invalid': 'Your session expired. Reload the page and try again.',
    'body.tooLarge': 'What you sent is too large.',
    'body.invalid': 'What you sent could not be read.',
    'body.unsupportedType': 'Send the form as JSON.',
    'request.forbidden': 'You are not allowed to do that.',
    'request.methodNotAllowed': 'That action is not possible here.',
    notFound: 'Not found.',
  },
  es: {
    'fullName.required': 'Escriba su nombre completo.',
    'caseNumber.required': 'Escriba su número de caso, por ejemplo 2023TRD01234.',
    'caseNumber.format':
      'Escriba el número de caso con cuatro dígitos, tres letras y hasta cinco dígitos, por ejemplo 2023TRD01234.',
    'hearingDate.required': 'Escriba la fecha de su audiencia.',
    'date.format': 'Escriba la fecha con el formato MM/DD/AAAA.',
    'email.required': 'Escriba su dirección de correo electrónico.',
    'email.format':
      'Escriba una dirección de correo electrónico con el formato correcto, como nombre@ejemplo.com.',
    'language.required': 'Escriba el idioma o dialecto que necesita.',
    'text.tooLong': 'Acorte esta respuesta a 120 caracteres o menos.',
    'text.tooLongLong': 'Acorte esta respuesta a 2,000 caracteres o menos.',
    'form.invalid': 'Algunas respuestas necesitan su atención. Corríjalas y envíe de nuevo.',
    'server.error':
      'Algo salió mal de nuestro lado. Sus respuestas se conservan; por favor, inténtelo de nuevo.',
    'network.error':
      'No pudimos comunicarnos con el tribunal. Revise su conexión e inténtelo de nuevo; sus respuestas se conservan.',
    'rate.limited': 'Demasiadas solicitudes. Espere un minuto e inténtelo de nuevo.',
    'xsrf.invalid': 'Su sesión expiró. Vuelva a cargar la página e inténtelo de nuevo.',
    'body.tooLarge': 'Lo que envió es demasiado grande.',
    'body.invalid': 'No se pudo leer lo que envió.',
    'body.unsupportedType': 'Envíe el formulario como JSON.',
    'request.forbidden': 'No tiene permiso para hacer eso.',
    'request.methodNotAllowed': 'Esa acción no es posible aquí.',
    notFound: 'No encontrado.',
  },
};

/** The message for a code in a language; an unknown code is returned as it is. */
export function validationMessage(code: string, language: Language): string {
  return VALIDATION_MESSAGES[language][code] ?? code;
}
