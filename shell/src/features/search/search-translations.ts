import { registerTranslations } from '@court/kit';
import en from './en.json';
import es from './es.json';

registerTranslations('shellSearch', { en, es });
