import { useFormikContext, type ArrayHelpers } from 'formik';
import type { Faq, FaqName, FaqQuestion, FaqTopic } from '@court/contract';
import { useTranslation } from '@court/kit';
import { fieldId, TextareaField, TextField } from '@court/kit/forms';
import {
  ContentList,
  BilingualTextFields,
  HeadedGroupFields,
  ItemActions,
  useFocusAfterChange,
  type FocusLater,
} from '../../shared/content-editor';
import { STAFF_FAQ_NS } from './staff-faq-translations';

/** A new question: its words and answer to write; its link name is made from them if left blank. */
const NEW_QUESTION: FaqQuestion = {
  anchor: '',
  question: { en: '', es: '' },
  answer: { en: '', es: '' },
};

/** A new topic comes with its first question, since a topic cannot be published without one. */
const NEW_TOPIC: FaqTopic = { heading: { en: '', es: '' }, questions: [NEW_QUESTION] };

interface QuestionFieldsProps {
  name: FaqName;
  topic: number;
  index: number;
  count: number;
  questions: ArrayHelpers;
  focusLater: FocusLater;
}

/**
 * One question: its words and its answer (Markdown) in English and Spanish, its link name, and
 * the buttons that move or remove it.
 */
function QuestionFields({ name, topic, index, count, questions, focusLater }: QuestionFieldsProps) {
  const { t } = useTranslation(STAFF_FAQ_NS);
  const listPath = `topics[${topic}].questions`;
  const path = `${listPath}[${index}]`;
  const which = { topic: topic + 1, question: index + 1 };

  return (
    <fieldset className="usa-fieldset court-content-editor__item">
      <legend className="usa-legend">{t('form.question', which)}</legend>
      <BilingualTextFields
        name={`${path}.question`}
        labels={{ en: t('form.questionEn'), es: t('form.questionEs') }}
        hints={{
          en: t('form.questionHint', { example: t(`${name}.examples.question`) }),
          es: t('form.questionEsHint'),
        }}
      />
      <TextareaField
        name={`${path}.answer.en`}
        label={t('form.answerEn')}
        hint={t('form.answerHint')}
        required
        rows={6}
      />
      <TextareaField
        name={`${path}.answer.es`}
        label={t('form.answerEs')}
        hint={t('form.answerEsHint')}
        rows={6}
      />
      <TextField
        name={`${path}.anchor`}
        label={t('form.anchor')}
        hint={t('form.anchorHint')}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
      />
      <ItemActions
        list={questions}
        listPath={listPath}
        index={index}
        count={count}
        focusLater={focusLater}
        focusAfterRemove={fieldId(listPath)}
        labels={{
          up: t('form.moveQuestionUp', which),
          down: t('form.moveQuestionDown', which),
          remove: t('form.removeQuestion', which),
        }}
      />
    </fieldset>
  );
}

interface TopicFieldsProps {
  name: FaqName;
  index: number;
  count: number;
  topics: ArrayHelpers;
  focusLater: FocusLater;
}

/** One topic: its heading in English and Spanish, its questions, and the buttons for the topic. */
function TopicFields({ name, index, count, topics, focusLater }: TopicFieldsProps) {
  const { t } = useTranslation(STAFF_FAQ_NS);
  const { values } = useFormikContext<Faq>();
  const topic = values.topics[index];
  if (!topic) return null;
  const which = { topic: index + 1 };

  return (
    <HeadedGroupFields
      listPath="topics"
      index={index}
      count={count}
      groups={topics}
      focusLater={focusLater}
      focusAfterRemove="topics"
      legend={t('form.topic', which)}
      heading={{
        labels: { en: t('form.headingEn'), es: t('form.headingEs') },
        hints: {
          en: t('form.headingHint', { example: t(`${name}.examples.heading`) }),
          es: t('form.headingEsHint'),
        },
      }}
      entries={{
        field: 'questions',
        items: topic.questions,
        heading: t('form.questions', which),
        headingLevel: 4,
        empty: t('form.noQuestions'),
        addLabel: t('form.addQuestion', which),
        newItem: NEW_QUESTION,
        firstField: 'question.en',
      }}
      actions={{
        up: t('form.moveTopicUp', which),
        down: t('form.moveTopicDown', which),
        remove: t('form.removeTopic', which),
      }}
    >
      {(question, questions) => (
        <QuestionFields
          name={name}
          topic={index}
          index={question}
          count={topic.questions.length}
          questions={questions}
          focusLater={focusLater}
        />
      )}
    </HeadedGroupFields>
  );
}

/**
 * The topics and questions staff edit, named by the paths the API's messages use
 * ("topics[1].heading.en", "topics[0].questions[2].answer.en"), so each message lands by its field.
 */
export function FaqFields({ name }: { name: FaqName }) {
  const { t } = useTranslation(STAFF_FAQ_NS);
  const { values } = useFormikContext<Faq>();
  const focusLater = useFocusAfterChange();

  return (
    <section aria-labelledby="topics">
      <h3 id="topics" tabIndex={-1}>
        {t('form.topicsHeading')}
      </h3>
      <p className="usa-hint">{t('form.topicsHint')}</p>
      <ContentList
        name="topics"
        items={values.topics}
        empty={t('form.noTopics')}
        addLabel={t('form.addTopic')}
        newItem={NEW_TOPIC}
        firstField="heading.en"
        focusLater={focusLater}
      >
        {(index, topics) => (
          <TopicFields
            name={name}
            index={index}
            count={values.topics.length}
            topics={topics}
            focusLater={focusLater}
          />
        )}
      </ContentList>
    </section>
  );
}
