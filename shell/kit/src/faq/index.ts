export { Faq, type FaqProps } from './faq';
