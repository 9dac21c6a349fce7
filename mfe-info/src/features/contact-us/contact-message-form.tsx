import { useLanguage, useTranslation } from '@court/kit';
import {
  CourtForm,
  EmailField,
  HoneypotField,
  SubmitButton,
  TextareaField,
  TextField,
  useCourtForm,
  type CourtFormController,
} from '@court/kit/forms';
import {
  CONTACT_MESSAGE_NEXT_STEPS,
  contactMessageSchema,
  type ContactMessage,
} from '@court/contract/schemas';

/** The message as posted: the contract's fields plus the robot trap the API checks. */
export type ContactMessageAnswers = ContactMessage & { website: string };

const EMPTY_MESSAGE: ContactMessageAnswers = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  website: '',
};

/** The contact-us form's state; the page needs it too, to prefix its title with "Error:". */
export function useContactMessageForm(): CourtFormController<ContactMessageAnswers> {
  return useCourtForm({
    path: 'contact-us',
    postsWithoutScript: 'contact-us',
    initialValues: EMPTY_MESSAGE,
    schema: contactMessageSchema,
  });
}

export interface ContactMessageFormProps {
  form: CourtFormController<ContactMessageAnswers>;
  /** Id of the heading that names the form. */
  labelledBy: string;
}

/** The contact message form: name, e-mail, optional phone, subject and message. */
export function ContactMessageForm({ form, labelledBy }: ContactMessageFormProps) {
  const { t } = useTranslation('contact-us');
  const language = useLanguage();
  return (
    <CourtForm
      form={form}
      successMessage={t('form.success')}
      nextSteps={CONTACT_MESSAGE_NEXT_STEPS[language]}
      labelledBy={labelledBy}
    >
      <TextField name="name" label={t('form.name')} required autoComplete="name" />
      <EmailField name="email" label={t('form.email')} hint={t('form.emailHint')} required />
      {/* A text input: HTML allows "tel-national" (the ten digits, no +1, as the schema wants)
          on text inputs only; inputMode still brings up the phone keypad. */}
      <TextField
        name="phone"
        label={t('form.phone')}
        hint={t('form.phoneHint')}
        autoComplete="tel-national"
        inputMode="tel"
        inputClassName="usa-input--md"
      />
      <TextField name="subject" label={t('form.subject')} hint={t('form.subjectHint')} required />
      <TextareaField name="message" label={t('form.message')} rows={8} maxLength={4000} required />
      <HoneypotField name="website" />
      <SubmitButton />
    </CourtForm>
  );
}
