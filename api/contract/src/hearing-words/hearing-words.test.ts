import { courtroomIn, hearingTypeIn } from './index';

describe('the schedule in the reader language', () => {
  it.each([
    ['Arraignment', 'Lectura de cargos'],
    ['  small   claims HEARING ', 'Audiencia de reclamos menores'],
    ['Pretrial', 'Audiencia previa al juicio'],
  ])('calls a %s hearing %s in Spanish', (english, spanish) => {
    expect(hearingTypeIn(english, 'es')).toEqual({ text: spanish, language: 'es' });
  });

  it('keeps a type it has no Spanish for as the court wrote it, marked English', () => {
    expect(hearingTypeIn('Forfeiture Review', 'es')).toEqual({
      text: 'Forfeiture Review',
      language: 'en',
    });
    expect(hearingTypeIn('Arraignment', 'en')).toEqual({ text: 'Arraignment', language: 'en' });
  });

  it.each([
    ['Courtroom 2', 'es', { text: 'Sala 2', language: 'es' }],
    ['courtroom  3B', 'es', { text: 'Sala 3B', language: 'es' }],
    ['Zoom', 'es', { text: 'Zoom', language: 'es' }],
    ['Jury Assembly Room', 'es', { text: 'Jury Assembly Room', language: 'en' }],
    ['Courtroom 2', 'en', { text: 'Courtroom 2', language: 'en' }],
  ] as const)('names %s in %s', (courtroom, language, word) => {
    expect(courtroomIn(courtroom, language)).toEqual(word);
  });
});
