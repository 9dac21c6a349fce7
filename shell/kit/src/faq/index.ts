export { Faq, type FaqAnswer, type FaqProps, type FaqQuestion, type FaqSection } from './faq';
