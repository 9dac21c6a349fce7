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
    'name.required': 'Enter your name.',
    'email.tooLong': 'Shorten the e-mail address to 254 characters or fewer.',
    'phone.format': 'Enter a 10-digit phone number, like 330-555-0100, or leave it blank.',
    'subject.required': 'Enter a subject for your message.',
    'subject.tooLong': 'Shorten the subject to 150 characters or fewer.',
    'message.required': 'Enter your message.',
    'message.tooLong': 'Shorten your message to 4,000 characters or fewer.',
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
    'staff.signInFailed': 'The username or password is not correct.',
    'staff.locked':
      'This account is locked after too many failed sign-ins. Wait 15 minutes and try again, or ask an administrator to reset your password.',
    'staff.signInRequired': 'Sign in with your staff account to continue.',
    'staff.forbidden':
      'Your staff account does not have access to this tool. Ask an administrator.',
    'staff.message.required': 'Enter the message to show on the page.',
    'audit.page.format': 'Enter a page number of 1 or more.',
    'audit.pageSize.format': 'Enter a page size from 1 to 100.',
    'audit.date.format': 'Enter the date in the format YYYY-MM-DD.',
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
    'name.required': 'Escriba su nombre.',
    'email.tooLong': 'Acorte la dirección de correo electrónico a 254 caracteres o menos.',
    'phone.format':
      'Escriba un número de teléfono de 10 dígitos, como 330-555-0100, o déjelo en blanco.',
    'subject.required': 'Escriba un asunto para su mensaje.',
    'subject.tooLong': 'Acorte el asunto a 150 caracteres o menos.',
    'message.required': 'Escriba su mensaje.',
    'message.tooLong': 'Acorte su mensaje a 4,000 caracteres o menos.',
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
    'staff.signInFailed': 'El nombre de usuario o la contraseña no son correctos.',
    'staff.locked':
      'Esta cuenta está bloqueada por demasiados intentos fallidos. Espere 15 minutos e inténtelo de nuevo, o pida a un administrador que restablezca su contraseña.',
    'staff.signInRequired': 'Inicie sesión con su cuenta de personal para continuar.',
    'staff.forbidden':
      'Su cuenta de personal no tiene acceso a esta herramienta. Consulte a un administrador.',
    'staff.message.required': 'Escriba el mensaje que se mostrará en la página.',
    'audit.page.format': 'Escriba un número de página de 1 o más.',
    'audit.pageSize.format': 'Escriba un tamaño de página de 1 a 100.',
    'audit.date.format': 'Escriba la fecha con el formato AAAA-MM-DD.',
  },
};

/** The message for a code in a language; an unknown code is returned as it is. */
export function validationMessage(code: string, language: Language): string {
  return VALIDATION_MESSAGES[language][code] ?? code;
}
