import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_SLUG_MAX_LENGTH,
  DOCUMENT_TITLE_MAX_LENGTH,
  HEARING_FEED_MAX_BYTES,
  type Language,
} from '@court/contract';

const DOCUMENT_MAX_MEGABYTES = DOCUMENT_MAX_BYTES / (1024 * 1024);
const HEARING_FEED_MAX_MEGABYTES = HEARING_FEED_MAX_BYTES / (1024 * 1024);

/**
 * Messages of the staff tools and of the API's staff routes, written as instructions, keyed by
 * code: sign-in and accounts, the inbox, alerts, documents, careers, hearings and notices. Apart
 * from the public forms' catalog, so that only staff pages download them.
 */
export const STAFF_MESSAGES: Record<Language, Record<string, string>> = {
  en: {
    'inbox.form.format': 'Choose one of the listed forms.',
    'inbox.status.format': 'Choose New or Processed.',
    'inbox.alreadyProcessed': 'This submission was already marked as processed.',
    'staff.signInFailed': 'The username or password is not correct.',
    'staff.slowDown':
      'There have been too many sign-in attempts. Wait a little and try again, or ask an administrator to reset your password.',
    'staff.signInRequired': 'Sign in with your staff account to continue.',
    'staff.passwordSignInOff':
      "Signing in with a username and password is turned off. Sign in with the court's single sign-on instead.",
    'staff.localSignInOff':
      "Signing in with a passkey is turned off, like the password. Sign in with the court's single sign-on instead.",
    'staff.forbidden':
      'Your staff account does not have access to this tool. Ask an administrator.',
    'staff.message.required': 'Enter the message to show on the page.',
    'staff.account.username.required': 'Enter a username.',
    'staff.account.username.format':
      'Enter a username of 2 to 64 characters: letters, digits, dots, dashes or underscores, starting with a letter or digit.',
    'staff.account.username.taken':
      'There is already an account with this username. Choose another.',
    'staff.account.displayName.required':
      "Enter the person's name as it should show in the staff tools.",
    'staff.account.displayName.tooLong': 'Shorten the name to 120 characters or fewer.',
    'staff.account.email.required':
      "Enter the person's e-mail address: the link to set their password goes there.",
    'staff.account.roles.required': 'Choose at least one role.',
    'staff.account.roles.format': 'Choose roles from the list.',
    'staff.account.disabled.format': 'Send disabled as true or false.',
    'staff.account.change.empty': 'Send new roles, or disable or enable the account.',
    'staff.account.notFound': 'There is no staff account with this username.',
    'staff.account.lastAdmin':
      'This is the last active administrator. Give another account the admin role first, so that someone can still manage the accounts.',
    'staff.account.ownAccount':
      'You cannot disable your own account or remove your own admin role. Ask another administrator.',
    'staff.account.disabledNoLink':
      'This account is disabled. Enable it first, then send the link to set a new password.',
    'staff.password.tooShort':
      'Choose a password of at least 12 characters. A few words that have nothing to do with each other make a good one.',
    'staff.password.tooLong': 'Shorten the password to 1,024 characters or fewer.',
    'staff.passwordLink.invalid':
      'This link to set a password can no longer be used: it has expired, was already used or was replaced by a newer one. Ask an administrator to send you a new link.',
    'staff.secondFactor.code.required':
      'Enter the 6-digit code your authentication app shows, or one of your recovery codes.',
    'staff.secondFactor.code.wrong':
      'This code is not right, or it was already used. Enter the code your authentication app shows now, or a recovery code you have not used.',
    'staff.secondFactor.locked':
      'Too many wrong codes or passkeys have been tried for this account, so its second factor is locked. Ask an administrator to reset your second factor, then set it up again.',
    'staff.secondFactor.appCode.required':
      'Enter the 6-digit code your authentication app shows for this account.',
    'staff.secondFactor.appCode.wrong':
      'This code is not right. Check that the app shows this account, and enter the code it shows now.',
    'staff.secondFactor.notStarted':
      'Start again: add the account to your authentication app first, then enter its code.',
    'staff.secondFactor.alreadyEnrolled':
      'An authentication app is already set up for your account. To replace it, ask an administrator to reset it.',
    'staff.secondFactor.notNeeded': 'You are already signed in: no code is needed.',
    'staff.stepUp.required':
      'To do this, confirm it is you: enter a code from your authentication app or one of your recovery codes.',
    'staff.stepUp.enrolFirst':
      'This action needs a second factor. Set up an authentication app or a passkey on the page "Your sign-in" first, then try again.',
    'staff.factor.signInAgain':
      'To add a way of signing in, sign out and sign in again with your password, then add it within 5 minutes.',
    'staff.account.noSecondFactor': 'This account has no authentication app or passkey to reset.',
    'staff.account.ownSecondFactor':
      'You cannot reset your own second factor. Ask another administrator.',
    'staff.passkey.name.required': 'Enter a name for this passkey, such as the device it is on.',
    'staff.passkey.name.tooLong': 'Shorten the name of the passkey to 60 characters or fewer.',
    'staff.passkey.credential.invalid':
      'Your browser sent an answer the court could not read. Try again with your passkey.',
    'staff.passkey.notStarted':
      'Start again: choose to add or use a passkey, then follow your browser.',
    'staff.passkey.notVerified':
      'This passkey could not be added: the court could not check it. Try again, or use another device or password manager.',
    'staff.passkey.alreadyRegistered':
      'This passkey is already registered for a staff account. Use it to sign in, or add another one.',
    'staff.passkey.expired':
      'That passkey sign-in took too long, or was already used. Choose "Use a passkey" and try again.',
    'staff.passkey.signInFailed':
      'This passkey could not sign you in: it is not registered for an active staff account, or it was removed. Sign in with your username and password.',
    'staff.passkey.factorFailed':
      'This passkey is not one of your account’s. Use a passkey you added to this account, or the code from your authentication app.',
    'staff.passkey.notFound':
      'Your account has no such passkey. Reload the page to see your passkeys.',
    'staff.passkey.lastFactor':
      'This passkey is the only second factor of your account, and your roles need one. Add another passkey or an authentication app first.',
    'audit.page.format': 'Enter a page number of 1 or more.',
    'audit.pageSize.format': 'Enter a page size from 1 to 100.',
    'audit.date.format': 'Enter the date in the format YYYY-MM-DD.',
    'careers.title.required': 'Enter the job title.',
    'careers.document.required': 'Choose the job announcement to upload, as a PDF file.',
    'careers.document.notPdf':
      'Choose a PDF file. This file is not a PDF, or it has no pages that can be read.',
    'careers.update.empty': 'Send a new title or a new active state for the posting.',
    'careers.active.format': 'Send active as true or false.',
    'upload.tooLarge': 'Choose a smaller file. This one is larger than the upload limit.',
    'hearings.file.required': 'Choose the schedule to upload, as a CSV file.',
    'hearings.file.empty': 'Choose a schedule with a header line and at least one hearing.',
    'hearings.file.tooLarge': `Send a schedule of ${HEARING_FEED_MAX_MEGABYTES} MB or less. This file is larger and was not read.`,
    'hearings.file.interrupted':
      'The import of this file stopped before it finished (the server restarted) and nothing of it was applied. Send the file again.',
    'hearings.file.partial':
      'This schedule leaves out {{removed}} of the {{upcoming}} upcoming hearings, so it looks incomplete, and nothing of it was applied. Send the whole schedule, or upload this one on the hearing schedule page and confirm there that those hearings are no longer scheduled.',
    'hearings.removal.confirm':
      'This schedule leaves out {{removed}} of the {{upcoming}} upcoming hearings. Nothing has changed yet. If those hearings really are no longer scheduled, confirm it and upload the schedule again: they will be marked no longer scheduled and the people signed up for reminders told.',
    'hearings.file.notCsv':
      'Choose the schedule as a CSV file saved as UTF-8 text. This file could not be read as CSV.',
    'hearings.column.missing':
      'Add this column to the header line. The schedule needs case_number, last_name, first_name, hearing_date, hearing_time, hearing_type, courtroom and status.',
    'hearings.row.cells': 'Give this line a value for every column of the header.',
    'hearings.row.duplicate':
      'Remove this line. The same hearing (case, party and hearing type) is on an earlier line.',
    'hearings.cell.required': 'Fill in this cell.',
    'hearings.cell.tooLong': 'Shorten this cell to 100 characters or fewer.',
    'hearings.caseNumber.format': 'Write the case number like 2026TRD01234 or 2026 TRD 01234.',
    'hearings.date.format': 'Write the date like 2026-12-08 or 12/8/2026.',
    'hearings.time.format': 'Write the time like 09:00, 13:30 or 1:30 PM, in court time.',
    'hearings.status.invalid': 'Write the status as scheduled, continued or cancelled.',
    'hearings.feed.key': 'Send the hearing schedule with a valid feed key.',
    'hearings.refused':
      'The schedule was not imported and nothing changed. Fix the problems listed, then send the whole file again.',
    'jury.serveDate.format': 'Choose a service date, in the format YYYY-MM-DD.',
    'juror.notice.serveDate.required': 'Enter the service date of the jurors to notify.',
    'juror.notice.serveDate.past': 'Choose a service date from today on.',
    'notice.message.required': 'Enter the notice to send.',
    'notice.message.tooLong': 'Shorten the notice to 600 characters or fewer.',
    'notice.when.required': 'Choose to send the notice now or at a date and time.',
    'notice.sendDate.required': 'Enter the date to send the notice.',
    'notice.sendTime.required': 'Enter the time to send the notice, for example 5:00 PM.',
    'notice.sendAt.past': 'Choose a time in the future, or send the notice now.',
    'juror.notice.sendAt.afterService':
      'Choose a time before the end of the service date, or change the service date.',
    'notice.notScheduled': 'This notice was already sent or cancelled.',
    'hearings.notice.hearingDate.required': 'Enter the hearing date of the people to notify.',
    'hearings.notice.hearingDate.past': 'Choose a hearing date from today on.',
    'courtFacts.required': 'Enter this fact: every page that shows it needs it.',
    'courtFacts.tooLong': 'Shorten this to 200 characters or fewer.',
    'courtFacts.phone': 'Enter a 10-digit phone number, like 330-555-0199.',
    'courtFacts.email': 'Enter an e-mail address in the correct format, like clerk@example.org.',
    'courtFacts.zip': 'Enter a ZIP code of 5 digits, like 44702, or 5 and 4, like 44702-1234.',
    'courtFacts.url': 'Enter a web address that starts with https://.',
    'content.publishDate.format':
      'Enter the date to publish on, or leave the date and time blank to publish now.',
    'content.publishTime.format': 'Enter the time to publish at, for example 8:00 AM.',
    'content.publishAt.past':
      'Choose a time in the future, or leave the date and time blank to publish now.',
    'content.noDraft': 'There is no draft to publish: save your changes as a draft first.',
    'content.versionWaiting':
      'A version set to show later is waiting for its time. Cancel it first, or make it the draft, add your changes and publish them together.',
    'content.notScheduled':
      'This version is already on the site, or was cancelled: only a version waiting for its time can be cancelled. Restore another version to undo it.',
    'courtHours.time': 'Enter a time, for example 8:30 AM.',
    'courtHours.closesAfterOpens': 'Enter a closing time after the opening time.',
    'courtHours.closedBetween':
      'Enter a break that starts after the office opens and ends before it closes.',
    'courtHours.name.required': "Enter the office's name in English.",
    'courtHours.tooLong': 'Shorten this to 120 characters or fewer.',
    'courtHours.offices': 'Give the hours of each office once.',
    'courtHours.exception.date': 'Enter the date of the exception, for example 12/24/2026.',
    'courtHours.exception.office': 'Choose the office the exception is for, or all offices.',
    'courtHours.exception.reason.required':
      'Enter the reason in English, as visitors will read it.',
    'courtHours.exception.duplicate':
      'This office already has an exception on this date: change that one instead.',
    'courtHours.exceptions.tooMany': 'Remove past exceptions: at most 100 can be kept.',
    'courtLinks.heading.required': "Enter the group's heading in English.",
    'courtLinks.name.required': "Enter the site's name in English.",
    'courtLinks.url': 'Enter a web address that starts with https://.',
    'courtLinks.tooLong': 'Shorten this to 120 characters or fewer.',
    'courtLinks.groups.none': 'Keep at least one group of links.',
    'courtLinks.groups.tooMany': 'Keep at most 20 groups of links.',
    'courtLinks.links.none': 'Give each group at least one link, or remove the group.',
    'courtLinks.links.tooMany': 'Keep at most 50 links in a group.',
    'directions.heading.required': 'Enter the heading in English.',
    'directions.routeHeading.required': "Enter the route's heading in English.",
    'directions.step.required': 'Enter the step in English, or remove it.',
    'directions.heading.tooLong': 'Shorten this heading to 120 characters or fewer.',
    'directions.text.tooLong': 'Shorten this to 600 characters or fewer.',
    'directions.routes.none': 'Keep at least one route.',
    'directions.routes.tooMany': 'Keep at most 12 routes.',
    'directions.steps.none': 'Give each route at least one step, or remove the route.',
    'directions.steps.tooMany': 'Keep at most 20 steps in a route.',
    'courtContacts.name.required': "Enter the office's name in English.",
    'courtContacts.phone': 'Enter a 10-digit phone number, like 330-555-0199.',
    'courtContacts.tooLong': 'Shorten this to 120 characters or fewer.',
    'courtContacts.tooMany': 'Keep at most 30 offices in a table.',
    'faq.heading.required': "Enter the topic's heading in English.",
    'faq.heading.tooLong': 'Shorten the heading to 120 characters or fewer.',
    'faq.question.required': 'Enter the question in English.',
    'faq.question.tooLong': 'Shorten the question to 300 characters or fewer.',
    'faq.answer.required': 'Enter the answer in English.',
    'faq.answer.tooLong': 'Shorten the answer to 5,000 characters or fewer.',
    'faq.answer.link':
      'Make each link lead to an address that starts with https://, tel: or mailto:, or to a page of this site such as /forms.',
    'faq.anchor.format':
      'Use lower-case letters, digits and hyphens for the link name, starting with a letter, or leave it blank.',
    'faq.anchor.duplicate': 'Another question already has this link name: choose another.',
    'faq.topics.none': 'Keep at least one topic.',
    'faq.topics.tooMany': 'Keep at most 20 topics.',
    'faq.questions.none': 'Give each topic at least one question, or remove the topic.',
    'faq.questions.tooMany': 'Keep at most 50 questions in a topic.',
    'officials.slug':
      "Enter the end of the biography's address: lower-case letters, digits and hyphens, starting with a letter.",
    'officials.slug.duplicate': 'Another official already has this address: choose another.',
    'officials.name.required': "Enter the official's name.",
    'officials.name.tooLong': 'Shorten the name to 120 characters or fewer.',
    'officials.title': "Choose the official's title.",
    'officials.phone': 'Enter a 10-digit phone number, like 330-555-0111, or leave it blank.',
    'officials.biography.required': 'Enter the biography in English.',
    'officials.biography.tooLong': 'Shorten the biography to 8,000 characters or fewer.',
    'officials.biography.link':
      'Make each link lead to an address that starts with https://, tel: or mailto:, or to a page of this site such as /forms.',
    'officials.photo': 'Upload the photo again: this one is not kept by the site.',
    'officials.photoAlt.tooLong':
      'Shorten the description of the photo to 250 characters or fewer.',
    'officials.retired': 'Say whether the official has retired.',
    'officials.successor':
      'Choose an official who serves as the successor, or none: only a retired official has one.',
    'officials.none': 'Keep at least one official.',
    'officials.tooMany': 'Keep at most 40 officials.',
    'officials.photoFile.type': 'Choose a photo in JPEG, PNG or WebP format.',
    'officials.photoFile.size': 'Choose a photo of 8 MB or less.',
    'officials.photoFile.required': 'Choose a photo to upload.',
    'alert.severity.required': 'Choose how urgent the alert is.',
    'alert.placement.required': 'Choose where the alert shows.',
    'alert.headingEn.required': 'Enter a short heading in English.',
    'alert.headingEs.required': 'Enter a short heading in Spanish.',
    'alert.heading.tooLong': 'Shorten the heading to 120 characters or fewer.',
    'alert.bodyEn.required': 'Enter the text of the alert in English.',
    'alert.bodyEs.required': 'Enter the text of the alert in Spanish.',
    'alert.body.tooLong': 'Shorten the text to 600 characters or fewer.',
    'alert.linkUrl.format':
      'Enter a web address that starts with https://, or a site path such as /jury-service.',
    'alert.linkUrl.required':
      'Enter the web address the link text leads to, or remove the link text.',
    'alert.linkTextEn.required': 'Enter the link text in English, or remove the web address.',
    'alert.linkTextEs.required': 'Enter the link text in Spanish, or remove the web address.',
    'alert.linkText.tooLong': 'Shorten the link text to 80 characters or fewer.',
    'alert.startDate.required': 'Enter the date the alert starts.',
    'alert.startTime.required': 'Enter the time the alert starts, for example 8:00 AM.',
    'alert.endDate.required': 'Enter the date the alert ends.',
    'alert.endTime.required': 'Enter the time the alert ends, for example 5:00 PM.',
    'alert.end.beforeStart': 'Choose an end after the start.',
    'alert.end.past': 'Choose an end in the future; to take the alert down now, end it.',
    'alert.ended': 'This alert has already ended.',
    'document.group.required': 'Choose the group the document is listed under.',
    'document.slug.required':
      'Enter the address of the document, for example small-claims-complaint.',
    'document.slug.format':
      'Enter the address in lower-case letters and digits, with one dash between words, for example small-claims-complaint.',
    'document.slug.tooLong': `Shorten the address to ${DOCUMENT_SLUG_MAX_LENGTH} characters or fewer.`,
    'document.slug.taken':
      'There is already a document at this address, listed or retired. Choose another address.',
    'document.titleEn.required': 'Enter the title in English.',
    'document.titleEs.required': 'Enter the title in Spanish.',
    'document.title.tooLong': `Shorten the title to ${DOCUMENT_TITLE_MAX_LENGTH} characters or fewer.`,
    'document.file.required': 'Choose the PDF file to upload.',
    'document.file.notPdf':
      'Choose a PDF file. This file is not a PDF, or it has no pages that can be read.',
    'document.file.tooLarge': `Choose a PDF of ${DOCUMENT_MAX_MEGABYTES} MB or less. This file is larger.`,
    'document.replacedBy.format': 'Choose a listed document, or no replacement.',
    'document.answer.invalid': 'The court could not accept this answer. Check it and try again.',
    'document.order.invalid': 'Send every listed document of the group once, in the new order.',
    'document.retired': 'Restore the document first. It is retired.',
    'document.notRetired': 'This document is listed on the site already.',
  },
  es: {
    'inbox.form.format': 'Elija uno de los formularios de la lista.',
    'inbox.status.format': 'Elija Nuevo o Procesado.',
    'inbox.alreadyProcessed': 'Este envío ya estaba marcado como procesado.',
    'staff.signInFailed': 'El nombre de usuario o la contraseña no son correctos.',
    'staff.slowDown':
      'Ha habido demasiados intentos de inicio de sesión. Espere un poco e inténtelo de nuevo, o pida a un administrador que restablezca su contraseña.',
    'staff.signInRequired': 'Inicie sesión con su cuenta de personal para continuar.',
    'staff.passwordSignInOff':
      'El inicio de sesión con nombre de usuario y contraseña está desactivado. Inicie sesión con el inicio de sesión único del tribunal.',
    'staff.localSignInOff':
      'El inicio de sesión con una llave de acceso está desactivado, como el de contraseña. Inicie sesión con el inicio de sesión único del tribunal.',
    'staff.forbidden':
      'Su cuenta de personal no tiene acceso a esta herramienta. Consulte a un administrador.',
    'staff.message.required': 'Escriba el mensaje que se mostrará en la página.',
    'staff.account.username.required': 'Escriba un nombre de usuario.',
    'staff.account.username.format':
      'Escriba un nombre de usuario de 2 a 64 caracteres: letras, dígitos, puntos, guiones o guiones bajos, que empiece por una letra o un dígito.',
    'staff.account.username.taken': 'Ya existe una cuenta con este nombre de usuario. Elija otro.',
    'staff.account.displayName.required':
      'Escriba el nombre de la persona tal como debe aparecer en las herramientas del personal.',
    'staff.account.displayName.tooLong': 'Acorte el nombre a 120 caracteres o menos.',
    'staff.account.email.required':
      'Escriba la dirección de correo electrónico de la persona: el enlace para establecer su contraseña se envía allí.',
    'staff.account.roles.required': 'Elija al menos un rol.',
    'staff.account.roles.format': 'Elija los roles de la lista.',
    'staff.account.disabled.format': 'Envíe disabled como true o false.',
    'staff.account.change.empty': 'Envíe roles nuevos, o desactive o active la cuenta.',
    'staff.account.notFound': 'No hay ninguna cuenta de personal con este nombre de usuario.',
    'staff.account.lastAdmin':
      'Esta es la última cuenta de administrador activa. Primero dé el rol de administrador a otra cuenta, para que alguien pueda seguir administrando las cuentas.',
    'staff.account.ownAccount':
      'No puede desactivar su propia cuenta ni quitarse el rol de administrador. Pídaselo a otro administrador.',
    'staff.account.disabledNoLink':
      'Esta cuenta está desactivada. Actívela primero y después envíe el enlace para establecer una nueva contraseña.',
    'staff.password.tooShort':
      'Elija una contraseña de al menos 12 caracteres. Varias palabras que no tengan relación entre sí forman una buena contraseña.',
    'staff.password.tooLong': 'Acorte la contraseña a 1,024 caracteres o menos.',
    'staff.passwordLink.invalid':
      'Este enlace para establecer una contraseña ya no se puede usar: venció, ya se usó o se reemplazó por uno más reciente. Pida a un administrador que le envíe un enlace nuevo.',
    'staff.secondFactor.code.required':
      'Escriba el código de 6 dígitos que muestra su aplicación de autenticación, o uno de sus códigos de recuperación.',
    'staff.secondFactor.code.wrong':
      'Este código no es correcto o ya se usó. Escriba el código que muestra ahora su aplicación de autenticación, o un código de recuperación que no haya usado.',
    'staff.secondFactor.locked':
      'Se probaron demasiados códigos o llaves de acceso equivocados en esta cuenta, así que su segundo factor está bloqueado. Pida a un administrador que restablezca su segundo factor y vuelva a configurarlo.',
    'staff.secondFactor.appCode.required':
      'Escriba el código de 6 dígitos que muestra su aplicación de autenticación para esta cuenta.',
    'staff.secondFactor.appCode.wrong':
      'Este código no es correcto. Compruebe que la aplicación muestra esta cuenta y escriba el código que muestra ahora.',
    'staff.secondFactor.notStarted':
      'Empiece de nuevo: primero agregue la cuenta a su aplicación de autenticación y después escriba su código.',
    'staff.secondFactor.alreadyEnrolled':
      'Su cuenta ya tiene una aplicación de autenticación. Para reemplazarla, pida a un administrador que la restablezca.',
    'staff.secondFactor.notNeeded': 'Ya inició sesión: no necesita ningún código.',
    'staff.stepUp.required':
      'Para hacer esto, confirme que es usted: escriba un código de su aplicación de autenticación o uno de sus códigos de recuperación.',
    'staff.stepUp.enrolFirst':
      'Esta acción requiere un segundo factor. Configure primero una aplicación de autenticación o una llave de acceso en la página "Su inicio de sesión" y vuelva a intentarlo.',
    'staff.factor.signInAgain':
      'Para agregar una forma de iniciar sesión, cierre la sesión e iníciela de nuevo con su contraseña, y agréguela dentro de los 5 minutos siguientes.',
    'staff.account.noSecondFactor':
      'Esta cuenta no tiene ninguna aplicación de autenticación ni llave de acceso que restablecer.',
    'staff.account.ownSecondFactor':
      'No puede restablecer su propio segundo factor. Pídaselo a otro administrador.',
    'staff.passkey.name.required':
      'Escriba un nombre para esta llave de acceso, como el dispositivo en el que está.',
    'staff.passkey.name.tooLong': 'Acorte el nombre de la llave de acceso a 60 caracteres o menos.',
    'staff.passkey.credential.invalid':
      'Su navegador envió una respuesta que el tribunal no pudo leer. Inténtelo de nuevo con su llave de acceso.',
    'staff.passkey.notStarted':
      'Empiece de nuevo: elija agregar o usar una llave de acceso y siga las indicaciones de su navegador.',
    'staff.passkey.notVerified':
      'No se pudo agregar esta llave de acceso: el tribunal no pudo comprobarla. Inténtelo de nuevo o use otro dispositivo u otro administrador de contraseñas.',
    'staff.passkey.alreadyRegistered':
      'Esta llave de acceso ya está registrada para una cuenta del personal. Úsela para iniciar sesión o agregue otra.',
    'staff.passkey.expired':
      'El inicio de sesión con la llave de acceso tardó demasiado o ya se usó. Elija «Usar una llave de acceso» e inténtelo de nuevo.',
    'staff.passkey.signInFailed':
      'Esta llave de acceso no pudo iniciar su sesión: no está registrada para una cuenta del personal activa, o se eliminó. Inicie sesión con su nombre de usuario y su contraseña.',
    'staff.passkey.factorFailed':
      'Esta llave de acceso no es de su cuenta. Use una llave de acceso que haya agregado a esta cuenta, o el código de su aplicación de autenticación.',
    'staff.passkey.notFound':
      'Su cuenta no tiene esa llave de acceso. Vuelva a cargar la página para ver sus llaves de acceso.',
    'staff.passkey.lastFactor':
      'Esta llave de acceso es el único segundo factor de su cuenta, y sus roles necesitan uno. Primero agregue otra llave de acceso o una aplicación de autenticación.',
    'audit.page.format': 'Escriba un número de página de 1 o más.',
    'audit.pageSize.format': 'Escriba un tamaño de página de 1 a 100.',
    'audit.date.format': 'Escriba la fecha con el formato AAAA-MM-DD.',
    'careers.title.required': 'Escriba el título del puesto.',
    'careers.document.required': 'Elija el anuncio de empleo que desea subir, en un archivo PDF.',
    'careers.document.notPdf':
      'Elija un archivo PDF. Este archivo no es un PDF o no tiene páginas que se puedan leer.',
    'careers.update.empty': 'Envíe un título nuevo o un nuevo estado de activa para la oferta.',
    'careers.active.format': 'Envíe active como true o false.',
    'upload.tooLarge':
      'Elija un archivo más pequeño. Este supera el límite de tamaño para subir archivos.',
    'hearings.file.required': 'Elija el calendario que desea subir, en un archivo CSV.',
    'hearings.file.empty':
      'Elija un calendario con una línea de encabezado y al menos una audiencia.',
    'hearings.file.tooLarge': `Envíe un calendario de ${HEARING_FEED_MAX_MEGABYTES} MB o menos. Este archivo es más grande y no se leyó.`,
    'hearings.file.interrupted':
      'La importación de este archivo se detuvo antes de terminar (el servidor se reinició) y no se aplicó nada de él. Envíe el archivo de nuevo.',
    'hearings.file.partial':
      'Este calendario omite {{removed}} de las {{upcoming}} audiencias próximas, así que parece incompleto, y no se aplicó nada de él. Envíe el calendario completo, o súbalo en la página del calendario de audiencias y confirme allí que esas audiencias ya no están programadas.',
    'hearings.removal.confirm':
      'Este calendario omite {{removed}} de las {{upcoming}} audiencias próximas. Todavía no ha cambiado nada. Si esas audiencias de verdad ya no están programadas, confírmelo y vuelva a subir el calendario: se marcarán como ya no programadas y se avisará a las personas inscritas para recordatorios.',
    'hearings.file.notCsv':
      'Elija el calendario como archivo CSV guardado como texto UTF-8. Este archivo no se pudo leer como CSV.',
    'hearings.column.missing':
      'Agregue esta columna a la línea de encabezado. El calendario necesita case_number, last_name, first_name, hearing_date, hearing_time, hearing_type, courtroom y status.',
    'hearings.row.cells': 'Dé a esta línea un valor para cada columna del encabezado.',
    'hearings.row.duplicate':
      'Quite esta línea. La misma audiencia (caso, parte y tipo de audiencia) está en una línea anterior.',
    'hearings.cell.required': 'Complete esta celda.',
    'hearings.cell.tooLong': 'Acorte esta celda a 100 caracteres o menos.',
    'hearings.caseNumber.format': 'Escriba el número de caso como 2026TRD01234 o 2026 TRD 01234.',
    'hearings.date.format': 'Escriba la fecha como 2026-12-08 o 12/8/2026.',
    'hearings.time.format': 'Escriba la hora como 09:00, 13:30 o 1:30 PM, en hora del tribunal.',
    'hearings.status.invalid': 'Escriba el estado como scheduled, continued o cancelled.',
    'hearings.feed.key': 'Envíe el calendario de audiencias con una clave de envío válida.',
    'hearings.refused':
      'El calendario no se importó y nada cambió. Corrija los problemas indicados y vuelva a enviar el archivo completo.',
    'jury.serveDate.format': 'Elija una fecha de servicio, con el formato AAAA-MM-DD.',
    'juror.notice.serveDate.required':
      'Escriba la fecha de servicio de los jurados a quienes se avisará.',
    'juror.notice.serveDate.past': 'Elija una fecha de servicio de hoy en adelante.',
    'notice.message.required': 'Escriba el aviso que desea enviar.',
    'notice.message.tooLong': 'Acorte el aviso a 600 caracteres o menos.',
    'notice.when.required': 'Elija enviar el aviso ahora o en una fecha y hora.',
    'notice.sendDate.required': 'Escriba la fecha en que se enviará el aviso.',
    'notice.sendTime.required':
      'Escriba la hora en que se enviará el aviso, por ejemplo 5:00 p. m.',
    'notice.sendAt.past': 'Elija una hora en el futuro, o envíe el aviso ahora.',
    'juror.notice.sendAt.afterService':
      'Elija una hora anterior al final de la fecha de servicio, o cambie la fecha de servicio.',
    'notice.notScheduled': 'Este aviso ya se envió o se canceló.',
    'hearings.notice.hearingDate.required':
      'Escriba la fecha de audiencia de las personas a quienes avisar.',
    'hearings.notice.hearingDate.past': 'Elija una fecha de audiencia de hoy en adelante.',
    'courtFacts.required': 'Escriba este dato: lo necesita cada página que lo muestra.',
    'courtFacts.tooLong': 'Acorte esto a 200 caracteres o menos.',
    'courtFacts.phone': 'Escriba un número de teléfono de 10 dígitos, como 330-555-0199.',
    'courtFacts.email':
      'Escriba un correo electrónico con el formato correcto, como clerk@example.org.',
    'courtFacts.zip':
      'Escriba un código postal de 5 dígitos, como 44702, o de 5 y 4, como 44702-1234.',
    'courtFacts.url': 'Escriba una dirección web que empiece por https://.',
    'content.publishDate.format':
      'Escriba la fecha de publicación, o deje la fecha y la hora en blanco para publicar ahora.',
    'content.publishTime.format': 'Escriba la hora de publicación, por ejemplo 8:00 AM.',
    'content.publishAt.past':
      'Elija un momento futuro, o deje la fecha y la hora en blanco para publicar ahora.',
    'content.noDraft': 'No hay borrador que publicar: primero guarde sus cambios como borrador.',
    'content.versionWaiting':
      'Una versión programada para más tarde espera su momento. Cancélela primero, o conviértala en el borrador, agregue sus cambios y publíquelos juntos.',
    'content.notScheduled':
      'Esta versión ya está en el sitio, o fue cancelada: solo se puede cancelar una versión que espera su momento. Restaure otra versión para deshacerla.',
    'courtHours.time': 'Escriba una hora, por ejemplo 8:30 a. m.',
    'courtHours.closesAfterOpens': 'Escriba una hora de cierre posterior a la de apertura.',
    'courtHours.closedBetween':
      'Escriba una pausa que empiece después de la apertura y termine antes del cierre.',
    'courtHours.name.required': 'Escriba el nombre de la oficina en inglés.',
    'courtHours.tooLong': 'Acorte esto a 120 caracteres o menos.',
    'courtHours.offices': 'Indique el horario de cada oficina una sola vez.',
    'courtHours.exception.date': 'Escriba la fecha de la excepción, por ejemplo 12/24/2026.',
    'courtHours.exception.office': 'Elija la oficina a la que se aplica la excepción, o todas.',
    'courtHours.exception.reason.required':
      'Escriba el motivo en inglés, tal como lo leerán los visitantes.',
    'courtHours.exception.duplicate':
      'Esta oficina ya tiene una excepción en esta fecha: cambie esa.',
    'courtHours.exceptions.tooMany':
      'Quite excepciones pasadas: se pueden guardar 100 como máximo.',
    'courtLinks.heading.required': 'Escriba el encabezado del grupo en inglés.',
    'courtLinks.name.required': 'Escriba el nombre del sitio en inglés.',
    'courtLinks.url': 'Escriba una dirección web que empiece por https://.',
    'courtLinks.tooLong': 'Acorte esto a 120 caracteres o menos.',
    'courtLinks.groups.none': 'Conserve al menos un grupo de enlaces.',
    'courtLinks.groups.tooMany': 'Conserve como máximo 20 grupos de enlaces.',
    'courtLinks.links.none': 'Dé al menos un enlace a cada grupo, o quite el grupo.',
    'courtLinks.links.tooMany': 'Conserve como máximo 50 enlaces en un grupo.',
    'directions.heading.required': 'Escriba el encabezado en inglés.',
    'directions.routeHeading.required': 'Escriba el encabezado de la ruta en inglés.',
    'directions.step.required': 'Escriba el paso en inglés, o quítelo.',
    'directions.heading.tooLong': 'Acorte este encabezado a 120 caracteres o menos.',
    'directions.text.tooLong': 'Acorte esto a 600 caracteres o menos.',
    'directions.routes.none': 'Conserve al menos una ruta.',
    'directions.routes.tooMany': 'Conserve como máximo 12 rutas.',
    'directions.steps.none': 'Dé al menos un paso a cada ruta, o quite la ruta.',
    'directions.steps.tooMany': 'Conserve como máximo 20 pasos en una ruta.',
    'courtContacts.name.required': 'Escriba el nombre de la oficina en inglés.',
    'courtContacts.phone': 'Escriba un número de teléfono de 10 dígitos, como 330-555-0199.',
    'courtContacts.tooLong': 'Acorte esto a 120 caracteres o menos.',
    'courtContacts.tooMany': 'Conserve como máximo 30 oficinas en una tabla.',
    'faq.heading.required': 'Escriba el encabezado del tema en inglés.',
    'faq.heading.tooLong': 'Acorte el encabezado a 120 caracteres o menos.',
    'faq.question.required': 'Escriba la pregunta en inglés.',
    'faq.question.tooLong': 'Acorte la pregunta a 300 caracteres o menos.',
    'faq.answer.required': 'Escriba la respuesta en inglés.',
    'faq.answer.tooLong': 'Acorte la respuesta a 5,000 caracteres o menos.',
    'faq.answer.link':
      'Haga que cada enlace lleve a una dirección que empiece por https://, tel: o mailto:, o a una página de este sitio como /forms.',
    'faq.anchor.format':
      'Use letras minúsculas, dígitos y guiones para el nombre del enlace, empezando por una letra, o déjelo en blanco.',
    'faq.anchor.duplicate': 'Otra pregunta ya tiene este nombre de enlace: elija otro.',
    'faq.topics.none': 'Conserve al menos un tema.',
    'faq.topics.tooMany': 'Conserve como máximo 20 temas.',
    'faq.questions.none': 'Dé al menos una pregunta a cada tema, o quite el tema.',
    'faq.questions.tooMany': 'Conserve como máximo 50 preguntas en un tema.',
    'officials.slug':
      'Escriba el final de la dirección de la biografía: letras minúsculas, dígitos y guiones, empezando por una letra.',
    'officials.slug.duplicate': 'Otro funcionario ya tiene esta dirección: elija otra.',
    'officials.name.required': 'Escriba el nombre del funcionario.',
    'officials.name.tooLong': 'Acorte el nombre a 120 caracteres o menos.',
    'officials.title': 'Elija el cargo del funcionario.',
    'officials.phone':
      'Escriba un número de teléfono de 10 dígitos, como 330-555-0111, o déjelo en blanco.',
    'officials.biography.required': 'Escriba la biografía en inglés.',
    'officials.biography.tooLong': 'Acorte la biografía a 8,000 caracteres o menos.',
    'officials.biography.link':
      'Haga que cada enlace lleve a una dirección que empiece por https://, tel: o mailto:, o a una página de este sitio como /forms.',
    'officials.photo': 'Vuelva a subir la foto: el sitio no conserva esta.',
    'officials.photoAlt.tooLong': 'Acorte la descripción de la foto a 250 caracteres o menos.',
    'officials.retired': 'Indique si el funcionario se ha retirado.',
    'officials.successor':
      'Elija como sucesor a un funcionario en servicio, o ninguno: solo un funcionario retirado tiene sucesor.',
    'officials.none': 'Conserve al menos un funcionario.',
    'officials.tooMany': 'Conserve como máximo 40 funcionarios.',
    'officials.photoFile.type': 'Elija una foto en formato JPEG, PNG o WebP.',
    'officials.photoFile.size': 'Elija una foto de 8 MB o menos.',
    'officials.photoFile.required': 'Elija una foto para subir.',
    'alert.severity.required': 'Elija la urgencia del aviso.',
    'alert.placement.required': 'Elija dónde se muestra el aviso.',
    'alert.headingEn.required': 'Escriba un título breve en inglés.',
    'alert.headingEs.required': 'Escriba un título breve en español.',
    'alert.heading.tooLong': 'Acorte el título a 120 caracteres o menos.',
    'alert.bodyEn.required': 'Escriba el texto del aviso en inglés.',
    'alert.bodyEs.required': 'Escriba el texto del aviso en español.',
    'alert.body.tooLong': 'Acorte el texto a 600 caracteres o menos.',
    'alert.linkUrl.format':
      'Escriba una dirección web que empiece por https://, o una ruta del sitio como /jury-service.',
    'alert.linkUrl.required':
      'Escriba la dirección web a la que lleva el texto del enlace, o quite el texto del enlace.',
    'alert.linkTextEn.required': 'Escriba el texto del enlace en inglés, o quite la dirección web.',
    'alert.linkTextEs.required':
      'Escriba el texto del enlace en español, o quite la dirección web.',
    'alert.linkText.tooLong': 'Acorte el texto del enlace a 80 caracteres o menos.',
    'alert.startDate.required': 'Escriba la fecha en que empieza el aviso.',
    'alert.startTime.required': 'Escriba la hora en que empieza el aviso, por ejemplo 8:00 a. m.',
    'alert.endDate.required': 'Escriba la fecha en que termina el aviso.',
    'alert.endTime.required': 'Escriba la hora en que termina el aviso, por ejemplo 5:00 p. m.',
    'alert.end.beforeStart': 'Elija un final posterior al inicio.',
    'alert.end.past': 'Elija un final en el futuro; para quitar el aviso ahora, termínelo.',
    'alert.ended': 'Este aviso ya terminó.',
    'document.group.required': 'Elija el grupo en el que se publica el documento.',
    'document.slug.required':
      'Escriba la dirección del documento, por ejemplo small-claims-complaint.',
    'document.slug.format':
      'Escriba la dirección con letras minúsculas y dígitos, con un guion entre palabras, por ejemplo small-claims-complaint.',
    'document.slug.tooLong': `Acorte la dirección a ${DOCUMENT_SLUG_MAX_LENGTH} caracteres o menos.`,
    'document.slug.taken':
      'Ya hay un documento en esta dirección, publicado o retirado. Elija otra dirección.',
    'document.titleEn.required': 'Escriba el título en inglés.',
    'document.titleEs.required': 'Escriba el título en español.',
    'document.title.tooLong': `Acorte el título a ${DOCUMENT_TITLE_MAX_LENGTH} caracteres o menos.`,
    'document.file.required': 'Elija el archivo PDF que desea subir.',
    'document.file.notPdf':
      'Elija un archivo PDF. Este archivo no es un PDF o no tiene páginas que se puedan leer.',
    'document.file.tooLarge': `Elija un PDF de ${DOCUMENT_MAX_MEGABYTES} MB o menos. Este archivo es más grande.`,
    'document.replacedBy.format': 'Elija un documento publicado, o ningún reemplazo.',
    'document.answer.invalid':
      'El tribunal no pudo aceptar esta respuesta. Revísela e inténtelo de nuevo.',
    'document.order.invalid':
      'Envíe cada documento publicado del grupo una sola vez, en el nuevo orden.',
    'document.retired': 'Primero restaure el documento. Está retirado.',
    'document.notRetired': 'Este documento ya está publicado en el sitio.',
  },
};
