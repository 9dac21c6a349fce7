import { REQUEST_MESSAGES, type Language } from '@court/contract';

/** Messages by language, keyed by code. */
export type MessageCatalog = Record<Language, Record<string, string>>;

/**
 * Validation messages of the public forms, written as instructions, keyed by the codes the
 * schemas use, with the messages for a failed request. The front ends load them into the kit's
 * translator with their forms, so a page without one does not carry them; the staff tools'
 * messages are a catalog of their own (@court/contract/staff-messages), which no public page
 * downloads.
 */
export const VALIDATION_MESSAGES: MessageCatalog = {
  en: {
    ...REQUEST_MESSAGES.en,
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
    'phone.format': 'Enter a 10-digit phone number, like 330-555-0199, or leave it blank.',
    'subject.required': 'Enter a subject for your message.',
    'subject.tooLong': 'Shorten the subject to 150 characters or fewer.',
    'message.required': 'Enter your message.',
    'message.tooLong': 'Shorten your message to 4,000 characters or fewer.',
    'text.tooLong': 'Shorten this answer to 120 characters or fewer.',
    'text.tooLongLong': 'Shorten this answer to 2,000 characters or fewer.',
    'firstName.required': 'Enter your first name.',
    'lastName.required': 'Enter your last name.',
    'ssn.required': 'Enter your full Social Security number.',
    'ssn.format': 'Enter your 9-digit Social Security number in the format 000-00-0000.',
    'dob.required': 'Enter your date of birth.',
    'dob.range': 'Enter your real date of birth; it must be in the past.',
    'cellPhone.required': 'Enter your cell phone number.',
    'phone.required': 'Enter a phone number the court can reach you on.',
    'phone.digits': 'Enter a 10-digit phone number in the format (330) 555-0100.',
    'address.required': 'Enter your full address: street, city, state and ZIP code.',
    'locations.required':
      'Add at least one place you need to drive to with the Add Location button.',
    'locations.tooMany': 'You can add up to 10 places. Remove one to add another.',
    'location.type.required': 'Choose the type of place.',
    'location.name.required': 'Enter the name of the place.',
    'location.address.required': 'Enter the address of the place.',
    'location.days.required': 'Choose at least one day you need to be there.',
    'location.hours.required':
      'Enter the hours you need to be there, for example 8:00 AM to 5:00 PM.',
    'agentName.required': 'Enter the name of your insurance agent.',
    'agentPhone.required': "Enter your insurance agent's phone number.",
    'policyNumber.required': 'Enter your insurance policy number.',
    'hearingDate.tooSoon':
      'Choose a hearing date on or after {{date}}: you must register at least five business days before the hearing. For an earlier hearing, call the court.',
    'hearingDate.tooFar': 'Enter a hearing date within the next year.',
    'agree.required':
      'Confirm that you have viewed the Zoom Hearing Policy and Zoom Hearing Instructions.',
    'proofOfWork.failed':
      'We could not confirm that this form was sent from a web browser. Submit the form again.',
    'idempotencyKey.format': 'Send the form again from the court website.',
    'formToken.missing':
      'We could not check that this form came from the court website. Check your answers and send the form again.',
    'formToken.forged':
      'We could not check that this form came from the court website. Check your answers and send the form again.',
    'formToken.tooSoon':
      'This form was sent very soon after the page opened. Check your answers and send the form again.',
    'formToken.expired':
      'This page was open for more than four hours, so its form expired. Check your answers and send the form again.',
    'formToken.used':
      'This copy of the form was already sent. To send another, check your answers and send the form again.',
    'formToken.alreadySent':
      'This copy of the form was already sent: its reference is {{reference}}. To send another, check your answers and send the form again.',
    'ssn.again':
      'Enter your Social Security number again: for your protection, the court never shows it back to you.',
    'formPost.tooLarge':
      'What you sent was too long to read, so nothing was sent. Fill in the form again, with shorter answers.',
    'formPost.unreadable':
      'The form could not be read, so nothing was sent. Check your answers and send the form again.',
    'formPost.otherSite':
      'This form was sent from another website, so nothing was sent. To send it to the court, fill in the form on this page.',
    'request.forbidden': 'You are not allowed to do that.',
    'request.methodNotAllowed': 'That action is not possible here.',
    notFound: 'Not found.',
    'jurorSignup.agree.required': 'You must accept our terms of service.',
    'jurorSignup.email.required':
      'Enter a valid email address if you do not provide a cellphone number and carrier.',
    'jurorSignup.cellphone.format': "Your 'Cell Phone Number' is not in the correct format.",
    'jurorSignup.cellphoneCarrier.both':
      "You must complete both 'Cell Phone Number' and select a 'Carrier'.",
    'jurorSignup.cellphoneCarrier.notRequired':
      "The 'Cell Phone Number' and 'Carrier' fields are incorrect. They are not required when your email address is valid: correct them or leave both blank.",
    'jurorSignup.lname.required': "Please complete the 'Last Name' field.",
    'jurorSignup.jurorNo.required': "Please complete the 'Juror Number' field.",
    // The original site shows the last-name message for a blank date; it is kept as worded there.
    'jurorSignup.serveDate.required': "Please complete the 'Last Name' field.",
    'jurorSignup.serveDate.range':
      'Enter the first date of your jury service: a date in the past week or the next year.',
    'jurorSignup.jurorNo.format':
      'Enter your juror number as printed on your summons, using digits only.',
    'jurorSignup.carrier.choice': 'Choose your carrier from the list.',
    'reminders.lastName.required': 'Enter your last name as it is on your court papers.',
    'reminders.remindBy.required':
      'Choose how you want to be reminded: text message, e-mail, or both.',
    'reminders.cellphone.required': 'Enter the cellphone number for text reminders.',
    'reminders.cellphone.format': 'Enter a 10-digit cellphone number, like 330-555-0199.',
    'reminders.carrier.required': 'Choose your cellphone company, so the court’s texts reach you.',
    'reminders.texts.off':
      'The court cannot send text messages at the moment. Choose e-mail reminders.',
    'reminders.language.required': 'Choose the language of your reminders.',
    'reminders.textConsent.required':
      'To get text reminders, agree to receive texts from the court.',
    'reminders.code.format': 'Enter the 6-digit code we sent you.',
    'reminders.code.wrong':
      'That code is not right. Check the code we sent you and enter it again.',
    'reminders.code.expired': 'That code has expired. Ask for a new code.',
    'reminders.code.tooMany': 'Too many wrong codes. Ask for a new code.',
    'reminders.code.destinationHour':
      'We have sent this phone or e-mail address as many codes as we can in one hour. Please try again in an hour.',
    'reminders.code.destinationDay':
      'We have sent this phone or e-mail address as many codes as we can in one day. Please try again tomorrow, or call the Clerk of Courts.',
    'reminders.signup.unknown': 'We could not find this sign-up. Please sign up again.',
    'jurorSignup.email.format':
      'Enter a valid email address, like name@example.com, or leave it blank.',
    'juror.stop.invalid':
      'This link to stop juror notices is not valid. Use the link in your latest notice, or contact the jury office.',
    'reminders.stop.invalid':
      'This link to stop court-date reminders is not valid. Use the link in your latest reminder, or call the Clerk of Courts.',
  },
  es: {
    ...REQUEST_MESSAGES.es,
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
      'Escriba un número de teléfono de 10 dígitos, como 330-555-0199, o déjelo en blanco.',
    'subject.required': 'Escriba un asunto para su mensaje.',
    'subject.tooLong': 'Acorte el asunto a 150 caracteres o menos.',
    'message.required': 'Escriba su mensaje.',
    'message.tooLong': 'Acorte su mensaje a 4,000 caracteres o menos.',
    'text.tooLong': 'Acorte esta respuesta a 120 caracteres o menos.',
    'text.tooLongLong': 'Acorte esta respuesta a 2,000 caracteres o menos.',
    'firstName.required': 'Escriba su nombre.',
    'lastName.required': 'Escriba su apellido.',
    'ssn.required': 'Escriba su número de Seguro Social completo.',
    'ssn.format': 'Escriba su número de Seguro Social de 9 dígitos con el formato 000-00-0000.',
    'dob.required': 'Escriba su fecha de nacimiento.',
    'dob.range': 'Escriba su fecha de nacimiento real; debe ser una fecha pasada.',
    'cellPhone.required': 'Escriba su número de teléfono celular.',
    'phone.required':
      'Escriba un número de teléfono en el que el tribunal pueda comunicarse con usted.',
    'phone.digits': 'Escriba un número de teléfono de 10 dígitos con el formato (330) 555-0100.',
    'address.required': 'Escriba su dirección completa: calle, ciudad, estado y código postal.',
    'locations.required':
      'Agregue al menos un lugar al que necesita manejar con el botón Agregar lugar.',
    'locations.tooMany': 'Puede agregar hasta 10 lugares. Elimine uno para agregar otro.',
    'location.type.required': 'Elija el tipo de lugar.',
    'location.name.required': 'Escriba el nombre del lugar.',
    'location.address.required': 'Escriba la dirección del lugar.',
    'location.days.required': 'Elija al menos un día en que necesita estar allí.',
    'location.hours.required':
      'Escriba el horario en que necesita estar allí, por ejemplo de 8:00 AM a 5:00 PM.',
    'agentName.required': 'Escriba el nombre de su agente de seguros.',
    'agentPhone.required': 'Escriba el número de teléfono de su agente de seguros.',
    'policyNumber.required': 'Escriba el número de su póliza de seguro.',
    'hearingDate.tooSoon':
      'Elija una fecha de audiencia a partir del {{date}}: debe inscribirse al menos cinco días hábiles antes de la audiencia. Para una audiencia anterior, llame al tribunal.',
    'hearingDate.tooFar': 'Escriba una fecha de audiencia dentro del próximo año.',
    'agree.required':
      'Confirme que ha leído la Política de Audiencias por Zoom y las Instrucciones de Audiencias por Zoom.',
    'proofOfWork.failed':
      'No pudimos confirmar que este formulario se envió desde un navegador web. Envíe el formulario de nuevo.',
    'idempotencyKey.format': 'Envíe el formulario de nuevo desde el sitio web del tribunal.',
    'formToken.missing':
      'No pudimos comprobar que este formulario vino del sitio web del tribunal. Revise sus respuestas y envíe el formulario de nuevo.',
    'formToken.forged':
      'No pudimos comprobar que este formulario vino del sitio web del tribunal. Revise sus respuestas y envíe el formulario de nuevo.',
    'formToken.tooSoon':
      'Este formulario se envió muy poco después de abrir la página. Revise sus respuestas y envíe el formulario de nuevo.',
    'formToken.expired':
      'Esta página estuvo abierta más de cuatro horas, así que su formulario venció. Revise sus respuestas y envíe el formulario de nuevo.',
    'formToken.used':
      'Esta copia del formulario ya se envió. Para enviar otra, revise sus respuestas y envíe el formulario de nuevo.',
    'formToken.alreadySent':
      'Esta copia del formulario ya se envió: su número de referencia es {{reference}}. Para enviar otra, revise sus respuestas y envíe el formulario de nuevo.',
    'ssn.again':
      'Escriba de nuevo su número de Seguro Social: para protegerlo, el tribunal nunca se lo muestra.',
    'formPost.tooLarge':
      'Lo que envió era demasiado largo para leerlo, así que no se envió nada. Vuelva a llenar el formulario con respuestas más cortas.',
    'formPost.unreadable':
      'No se pudo leer el formulario, así que no se envió nada. Revise sus respuestas y envíe el formulario de nuevo.',
    'formPost.otherSite':
      'Este formulario se envió desde otro sitio web, así que no se envió nada. Para enviarlo al tribunal, llene el formulario en esta página.',
    'request.forbidden': 'No tiene permiso para hacer eso.',
    'request.methodNotAllowed': 'Esa acción no es posible aquí.',
    notFound: 'No encontrado.',
    'jurorSignup.agree.required': 'Debe aceptar nuestros términos del servicio.',
    'jurorSignup.email.required':
      'Escriba una dirección de correo electrónico válida si no proporciona un número de teléfono celular y una compañía telefónica.',
    'jurorSignup.cellphone.format': "Su 'Número de teléfono celular' no tiene el formato correcto.",
    'jurorSignup.cellphoneCarrier.both':
      "Debe completar el 'Número de teléfono celular' y seleccionar una 'Compañía telefónica'.",
    'jurorSignup.cellphoneCarrier.notRequired':
      "Los campos 'Número de teléfono celular' y 'Compañía telefónica' no son correctos. No son obligatorios si su correo electrónico es válido: corríjalos o deje ambos en blanco.",
    'jurorSignup.lname.required': "Complete el campo 'Apellido'.",
    'jurorSignup.jurorNo.required': "Complete el campo 'Número de jurado'.",
    'jurorSignup.serveDate.required': "Complete el campo 'Apellido'.",
    'jurorSignup.serveDate.range':
      'Escriba el primer día de su servicio de jurado: una fecha de la semana pasada o del próximo año.',
    'jurorSignup.jurorNo.format':
      'Escriba su número de jurado tal como aparece en su citación, solo con dígitos.',
    'jurorSignup.carrier.choice': 'Elija su compañía telefónica de la lista.',
    'reminders.lastName.required':
      'Escriba su apellido como aparece en sus documentos del tribunal.',
    'reminders.remindBy.required':
      'Elija cómo quiere recibir los recordatorios: mensaje de texto, correo electrónico o ambos.',
    'reminders.cellphone.required':
      'Escriba el número de celular para los recordatorios por texto.',
    'reminders.cellphone.format': 'Escriba un número de celular de 10 dígitos, como 330-555-0199.',
    'reminders.carrier.required':
      'Elija su compañía de celular, para que los mensajes del tribunal le lleguen.',
    'reminders.texts.off':
      'En este momento el tribunal no puede enviar mensajes de texto. Elija recordatorios por correo electrónico.',
    'reminders.language.required': 'Elija el idioma de sus recordatorios.',
    'reminders.textConsent.required':
      'Para recibir recordatorios por texto, acepte recibir mensajes del tribunal.',
    'reminders.code.format': 'Escriba el código de 6 dígitos que le enviamos.',
    'reminders.code.wrong':
      'Ese código no es correcto. Revise el código que le enviamos y escríbalo de nuevo.',
    'reminders.code.expired': 'Ese código ya venció. Pida un código nuevo.',
    'reminders.code.tooMany': 'Demasiados códigos equivocados. Pida un código nuevo.',
    'reminders.code.destinationHour':
      'Ya enviamos a este teléfono o correo electrónico todos los códigos que podemos en una hora. Vuelva a intentarlo dentro de una hora.',
    'reminders.code.destinationDay':
      'Ya enviamos a este teléfono o correo electrónico todos los códigos que podemos en un día. Vuelva a intentarlo mañana o llame a la Secretaría del Tribunal.',
    'reminders.signup.unknown': 'No encontramos esta inscripción. Inscríbase de nuevo.',
    'jurorSignup.email.format':
      'Escriba una dirección de correo electrónico válida, como nombre@ejemplo.com, o déjela en blanco.',
    'juror.stop.invalid':
      'Este enlace para dejar de recibir avisos del jurado no es válido. Use el enlace de su aviso más reciente o comuníquese con la oficina del jurado.',
    'reminders.stop.invalid':
      'Este enlace para dejar de recibir recordatorios de fechas de corte no es válido. Use el enlace de su recordatorio más reciente o llame a la Secretaría del Tribunal.',
  },
};

/**
 * The message for a code in a language from a catalog (the public forms' by default), with
 * {{name}} placeholders filled from `values` (the same syntax the kit's translator fills in the browser); an
 * unknown code is returned as it is.
 */
export function validationMessage(
  code: string,
  language: Language,
  values: Record<string, string> = {},
  catalog: MessageCatalog = VALIDATION_MESSAGES,
): string {
  const message = catalog[language][code] ?? code;
  return message.replace(
    /\{\{(\w+)\}\}/g,
    (placeholder, name: string) => values[name] ?? placeholder,
  );
}
