import { bilingualRichText, type Faq, type FaqQuestion, type FaqTopic } from '@court/contract';
import { publishedMarkdown } from '@court/contract/markdown';
import { BilingualWords, useTextLanguage } from '@court/kit';
import { BilingualRichText } from '@court/kit/rich-text';

// A heading or a question not yet written in English is left out: the page could not show it
// empty.
const hasHeading = (topic: FaqTopic) => topic.heading.en.trim() !== '';
const hasQuestion = (entry: FaqQuestion) => entry.question.en.trim() !== '';

/**
 * The FAQ's topics and questions as they are typed, in the preview's language (its translator's,
 * not the staff page's). Each answer is read from its Markdown as the API publishes it: a link
 * the API would refuse shows as its words, and a Spanish answer not yet written shows the
 * English, marked as English.
 */
export function FaqPreview({ faq }: { faq: Faq }) {
  const language = useTextLanguage();
  return faq.topics.filter(hasHeading).map((topic, index) => (
    // Plain sections, not regions: a heading left in English would name two regions alike.
    <section key={index}>
      <h4>
        <BilingualWords text={topic.heading} language={language} />
      </h4>
      {topic.questions.filter(hasQuestion).map(({ question, answer }, position) => (
        <details key={position}>
          <summary className="court-staff-faq__preview-question">
            <BilingualWords text={question} language={language} />
          </summary>
          {/* Spanish of spaces alone reads as no blocks: the English shows, as for a blank. */}
          <BilingualRichText
            text={bilingualRichText(answer, publishedMarkdown)}
            language={language}
          />
        </details>
      ))}
    </section>
  ));
}
