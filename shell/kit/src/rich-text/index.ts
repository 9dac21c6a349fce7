export { BilingualRichText, RichText } from './rich-text';
