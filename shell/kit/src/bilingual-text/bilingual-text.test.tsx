import { render, screen } from '@testing-library/react';
import { BilingualWords, bilingualWords } from './bilingual-text';

describe('bilingual words', () => {
  it("shows the page's language, and the English marked where the Spanish is not written", () => {
    expect(bilingualWords({ en: 'Court', es: 'Tribunal' }, 'es')).toEqual({
      words: 'Tribunal',
      inEnglish: false,
    });
    expect(bilingualWords({ en: 'Court', es: ' ' }, 'es')).toEqual({
      words: 'Court',
      inEnglish: true,
    });
    expect(bilingualWords({ en: 'Court', es: '' }, 'en')).toEqual({
      words: 'Court',
      inEnglish: false,
    });
    render(<BilingualWords text={{ en: 'Stark Library', es: '' }} language="es" />);
    expect(screen.getByText('Stark Library')).toHaveAttribute('lang', 'en');
  });
});
