import { formatPhone, groupAnswers, maskedLastFour } from './submission-answers';

describe('submission answers', () => {
  it('gathers the places where the first of them stood, one entry per place', () => {
    const blocks = groupAnswers([
      { name: 'firstName', value: 'Pat' },
      { name: 'locations.0.type', value: 'School' },
      { name: 'locations.0.name', value: 'Stark State' },
      { name: 'locations.1.type', value: 'Other' },
      { name: 'agentName', value: 'Lee' },
    ]);
    expect(blocks).toEqual([
      { kind: 'fields', fields: [{ name: 'firstName', value: 'Pat' }] },
      {
        kind: 'places',
        places: [
          {
            index: 0,
            fields: [
              { name: 'type', value: 'School' },
              { name: 'name', value: 'Stark State' },
            ],
          },
          { index: 1, fields: [{ name: 'type', value: 'Other' }] },
        ],
      },
      { kind: 'fields', fields: [{ name: 'agentName', value: 'Lee' }] },
    ]);
  });

  it('has nothing to group when there are no answers', () => {
    expect(groupAnswers([])).toEqual([]);
  });

  it('writes ten digits as a US phone number and leaves anything else', () => {
    expect(formatPhone('3305550177')).toBe('(330) 555-0177');
    expect(formatPhone('555-0177')).toBe('555-0177');
  });

  it('finds the last four digits of a masked SSN only', () => {
    expect(maskedLastFour('***-**-1234')).toBe('1234');
    expect(maskedLastFour('123-45-6789')).toBeUndefined();
  });
});
