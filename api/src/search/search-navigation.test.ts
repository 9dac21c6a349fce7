import { navigationLabels } from './search-navigation';

describe('navigationLabels', () => {
  it("reads where each of the navigation's links leads on the site, in its language", () => {
    const parsed = {
      format: 1,
      links: {
        en: [
          { href: '/', label: 'Home' },
          { href: '/careers', label: 'Careers' },
          { href: '/#online-services', label: 'Online Services' },
          { href: '/documents/local-rules.pdf', label: 'Court Rules (PDF)' },
          { href: 'https://cjis.example.org/', label: 'Case Information System' },
          { href: '//elsewhere.example.org/x', label: 'Elsewhere' },
          { href: '/es/careers', label: 'Empleos' },
          { href: '/careers?x=1', label: 'Query' },
          { href: '/faq', label: 7 },
        ],
        es: [{ href: '/es/careers', label: 'Empleos' }],
      },
    };
    expect(navigationLabels(parsed)).toEqual([
      { language: 'en', label: 'Home', target: { kind: 'page', path: '', anchor: null } },
      { language: 'en', label: 'Careers', target: { kind: 'page', path: 'careers', anchor: null } },
      {
        language: 'en',
        label: 'Online Services',
        target: { kind: 'page', path: '', anchor: 'online-services' },
      },
      {
        language: 'en',
        label: 'Court Rules (PDF)',
        target: { kind: 'document', url: '/documents/local-rules.pdf' },
      },
      { language: 'es', label: 'Empleos', target: { kind: 'page', path: 'careers', anchor: null } },
    ]);
  });

  it('reads nothing from a file of another format or shape', () => {
    expect(navigationLabels({ format: 2, links: { en: [{ href: '/', label: 'Home' }] } })).toEqual(
      [],
    );
    expect(navigationLabels({ format: 1, links: { en: 'Home' } })).toEqual([]);
    expect(navigationLabels(null)).toEqual([]);
  });
});
