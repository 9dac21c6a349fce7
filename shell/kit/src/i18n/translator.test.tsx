import { act, render, screen } from '@testing-library/react';
import { Trans } from '@court/kit/trans';
import { Translator } from './translator';
import { TranslationProvider, useTranslation } from './use-translation';

function translator(): Translator {
  const texts = new Translator('en', { fallbackLanguage: 'en', defaultNamespace: 'common' });
  texts.addTexts('en', 'common', {
    greeting: 'Hello, {{ name }}.',
    court: { hours: 'Open {{hours.open}} to {{hours.close}}' },
    onlyEnglish: 'Not yet translated',
    steps: ['Take I-77.', 'Park in the deck.'],
    item_one: '{{count}} item',
    item_other: '{{count}} items',
  });
  texts.addTexts('es', 'common', {
    greeting: 'Hola, {{name}}.',
    item_one: '{{count}} artículo',
    item_other: '{{count}} artículos',
  });
  texts.addTexts('en', 'forms', {
    submit: 'Send',
    guide: 'as <value>09:00</value> or <value>13:30</value>.',
  });
  return texts;
}

describe('Translator', () => {
  it('fills placeholders, nested values included, in the current language', () => {
    const texts = translator();
    expect(texts.t('greeting', { name: 'Ana' })).toBe('Hello, Ana.');
    expect(texts.t('court.hours', { hours: { open: '8:00', close: '4:30' } })).toBe(
      'Open 8:00 to 4:30',
    );
    texts.changeLanguage('es');
    expect(texts.t('greeting', { name: 'Ana' })).toBe('Hola, Ana.');
  });

  it('picks the plural form of each language by its count', () => {
    const texts = translator();
    expect(texts.t('item', { count: 1 })).toBe('1 item');
    expect(texts.t('item', { count: 0 })).toBe('0 items');
    expect(texts.t('item', { count: 3, lng: 'es' })).toBe('3 artículos');
    expect(texts.t('greeting', { count: 2, name: 'Ana' })).toBe('Hello, Ana.');
  });

  it('falls back to English, then to the default value, then to the key', () => {
    const texts = translator();
    expect(texts.t('onlyEnglish', { lng: 'es' })).toBe('Not yet translated');
    expect(texts.t('missing.key', { defaultValue: 'Fallback {{n}}', n: 2 })).toBe('Fallback 2');
    expect(texts.t('missing.key')).toBe('missing.key');
    expect(texts.exists('missing.key')).toBe(false);
    expect(texts.exists('onlyEnglish', { lng: 'es' })).toBe(true);
  });

  it('reads a list item by its index, and keys with dots in them', () => {
    const texts = translator();
    expect(texts.t('steps.1')).toBe('Park in the deck.');
    texts.addTexts('en', 'messages', {
      'caseNumber.required': 'Enter your case number.',
      reminders: { 'code.format': 'Enter the 6-digit code.' },
    });
    expect(texts.t('messages:caseNumber.required')).toBe('Enter your case number.');
    expect(texts.t('messages:reminders.code.format')).toBe('Enter the 6-digit code.');
  });

  it('takes a namespace from the options or from a known prefix, and leaves other colons alone', () => {
    const texts = translator();
    expect(texts.t('submit', { ns: 'forms' })).toBe('Send');
    expect(texts.t('forms:submit')).toBe('Send');
    expect(texts.t('Error: file too large', { defaultValue: 'Error: file too large' })).toBe(
      'Error: file too large',
    );
    expect(texts.t('unknown:key')).toBe('unknown:key');
  });

  it('keeps texts already there when the same namespace is added again', () => {
    const texts = translator();
    texts.addTexts('en', 'common', { greeting: 'Replaced', added: 'New' });
    expect(texts.t('greeting', { name: 'Ana' })).toBe('Hello, Ana.');
    expect(texts.t('added')).toBe('New');
  });

  it('gives each server render its own language over the same texts', () => {
    const texts = translator();
    const spanish = texts.forLanguage('es');
    expect(spanish.t('greeting', { name: 'Ana' })).toBe('Hola, Ana.');
    expect(texts.t('greeting', { name: 'Ana' })).toBe('Hello, Ana.');
    texts.addTexts('es', 'forms', { submit: 'Enviar' });
    expect(spanish.t('forms:submit')).toBe('Enviar');
  });
});

describe('useTranslation', () => {
  function Greeting() {
    const { t } = useTranslation('common', { keyPrefix: 'court' });
    return <p>{t('hours', { hours: { open: '8', close: '4' } })}</p>;
  }

  function Count() {
    const { t } = useTranslation();
    return <p>{t('item', { count: 2 })}</p>;
  }

  it('renders again in the new language when the language changes', () => {
    const texts = translator();
    render(
      <TranslationProvider translator={texts}>
        <Greeting />
        <Count />
      </TranslationProvider>,
    );
    expect(screen.getByText('Open 8 to 4')).toBeInTheDocument();
    expect(screen.getByText('2 items')).toBeInTheDocument();
    act(() => texts.changeLanguage('es'));
    expect(screen.getByText('2 artículos')).toBeInTheDocument();
  });
});

describe('Trans', () => {
  it('renders each marked part as the element given for its name', () => {
    const texts = translator();
    const { container } = render(
      <Trans
        t={texts.fixedT({ namespace: 'forms' })}
        i18nKey="guide"
        components={{ value: <code lang="en" /> }}
      />,
    );
    expect(container).toHaveTextContent('as 09:00 or 13:30.');
    expect([...container.querySelectorAll('code')].map((code) => code.textContent)).toEqual([
      '09:00',
      '13:30',
    ]);
  });
});
