import { FORM_GROUPS, type DocumentGroup } from '@court/contract';
import { COURT_DOCUMENTS } from './built-in-catalog';

function formsOf(group: DocumentGroup) {
  return COURT_DOCUMENTS.filter((document) => document.group === group);
}

describe('the built-in document catalog', () => {
  it('has the Forms page groups with 2, 4, 7 and 19 forms', () => {
    expect(FORM_GROUPS.map(({ group }) => [group, formsOf(group).length])).toEqual([
      ['victim-rights', 2],
      ['bank-garnishments', 4],
      ['wage-garnishments', 7],
      ['other-forms', 19],
    ]);
  });

  it('lists the eviction, small claims, subpoena and indigency forms the spec names', () => {
    const titles = formsOf('other-forms').map((document) => document.title.en);
    for (const word of [/eviction/i, /small claims/i, /subpoena/i, /indigency/i]) {
      expect(titles.some((title) => word.test(title))).toBe(true);
    }
  });

  it('gives every document a unique kebab-case slug', () => {
    const slugs = COURT_DOCUMENTS.map((document) => document.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('titles every document in English and Spanish', () => {
    for (const document of COURT_DOCUMENTS) {
      expect(document.title.en.trim()).not.toBe('');
      expect(document.title.es.trim()).not.toBe('');
    }
    for (const group of FORM_GROUPS) {
      expect(group.title.en.trim()).not.toBe('');
      expect(group.title.es.trim()).not.toBe('');
    }
  });

  it('keeps form titles printable in the Latin-1 sample PDFs', () => {
    for (const { group } of FORM_GROUPS) {
      for (const document of formsOf(group)) {
        expect(`${document.title.en}${document.title.es}`).toMatch(/^[\u0020-\u00ff]+$/);
      }
    }
  });
});
