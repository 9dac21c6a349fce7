import { extractNavigationLinks, extractSearchSections, searchTitle } from './search-fragment.mjs';

describe('extractSearchSections', () => {
  it('cuts a page at its headings, each section with the id a link opens it by', () => {
    const html =
      '<div class="grid-container"><h1 id="page-heading" tabindex="-1">Jury Parking</h1>' +
      '<p>Parking is free for jurors.</p>' +
      '<h2 id="where-heading">Where to <em>park</em></h2><p>At the corner of <a href="/x">Sample ' +
      'Street</a>.</p><h3>Entrance</h3><ul><li>Turn in</li><li>Walk</li></ul>' +
      '<section id="map"><h2 id="map-heading">Map</h2><p>Select an image.</p>' +
      '<h3>Street view</h3><p>The lot entrance.</p></section></div>';
    expect(extractSearchSections(html)).toEqual([
      { anchor: null, heading: null, text: 'Parking is free for jurors.' },
      {
        anchor: 'where-heading',
        heading: 'Where to park',
        text: 'At the corner of Sample Street.',
      },
      // A heading without an id leads to the last anchor before it, or to the top of the page.
      { anchor: null, heading: 'Entrance', text: 'Turn in Walk' },
      { anchor: 'map', heading: 'Map', text: 'Select an image.' },
      { anchor: 'map', heading: 'Street view', text: 'The lot entrance.' },
    ]);
  });

  it('makes each FAQ question and its answer one section, by the anchor of either, then returns', () => {
    const html =
      '<h1>Jury FAQ</h1><section aria-labelledby="pay-heading"><h2 id="pay-heading">Pay</h2>' +
      '<details><summary id="juror-pay">Am I paid?</summary><div><p>Yes, $20 a day.</p>' +
      '</div></details><details id="parking"><summary>Where do I park?</summary><p>In the ' +
      'lot.</p></details><details><summary>Open hours</summary><p>Weekdays.</p></details>' +
      '<p>Still unsure? Call us.</p></section>';
    expect(extractSearchSections(html)).toEqual([
      // A disclosure with no anchor on it or its question stays in the section around it.
      {
        anchor: 'pay-heading',
        heading: 'Pay',
        text: 'Open hours Weekdays. Still unsure? Call us.',
      },
      { anchor: 'juror-pay', heading: 'Am I paid?', text: 'Yes, $20 a day.' },
      { anchor: 'parking', heading: 'Where do I park?', text: 'In the lot.' },
    ]);
  });

  it('leaves out what is not page text: scripts, forms, hidden parts and loading lines', () => {
    const html =
      '<h1>Zoom Hearing Registration</h1><nav><a href="/">Home</a></nav>' +
      '<style>.x{color:red}</style><script>window.secret = 1;</script>' +
      '<p>Register five days ahead.<span class="usa-sr-only"> (opens in a new tab)</span></p>' +
      '<p role="status">Loading the list of forms…</p><div hidden>Hidden text</div>' +
      '<svg aria-hidden="true"><title>icon</title></svg><noscript>Turn on JavaScript</noscript>' +
      '<button type="button">Request an Interpreter</button>' +
      '<form><label for="fullName">Party Full Name</label><input id="fullName"/>' +
      '<div class="usa-sr-only" aria-hidden="true"><label for="website">Leave this field ' +
      'empty</label><input id="website"/></div><button type="submit">Submit</button></form>' +
      '<p>Questions? Call&nbsp;the court&#x27;s clerk.</p>';
    expect(extractSearchSections(html)).toEqual([
      {
        anchor: null,
        heading: null,
        text: "Register five days ahead. Request an Interpreter Questions? Call the court's clerk.",
      },
    ]);
  });

  it('keeps words apart across blocks and together across inline elements', () => {
    expect(
      extractSearchSections('<ul><li>Knives</li><li>Scissors</li></ul><p>330-<b>555</b>-0100</p>'),
    ).toEqual([{ anchor: null, heading: null, text: 'Knives Scissors 330-555-0100' }]);
  });

  it('keeps a heading with no text under it, and drops a page with no text at all', () => {
    expect(extractSearchSections('<h1>Title</h1><h2 id="a">Alone</h2>')).toEqual([
      { anchor: 'a', heading: 'Alone', text: '' },
    ]);
    expect(extractSearchSections('<h1>Title</h1><script>1</script>')).toEqual([]);
  });
});

describe('extractNavigationLinks', () => {
  it("lists the navigation's links with the words they show, not other languages or hidden text", () => {
    const html =
      '<header><a href="https://court.example.org/">Canton Municipal Court</a><nav>' +
      '<ul><li><a href="/es/careers">Empleos</a></li><li><button>Tarifas y costos</button></li>' +
      '<li><a href="/documents/local-rules.pdf">Reglas del <b>tribunal</b><span> (PDF)</span>' +
      '<span class="usa-sr-only"> (se abre en una pestaña nueva)</span></a></li></ul>' +
      '<ul><li><a lang="en" hreflang="en" href="/">English</a></li></ul></nav></header>' +
      '<main><a href="/es/faq">Preguntas</a></main>' +
      '<footer><nav><a href="/es/#online-services">Servicios&nbsp;en línea</a></nav></footer>';
    expect(extractNavigationLinks(html)).toEqual([
      { href: '/es/careers', label: 'Empleos' },
      { href: '/documents/local-rules.pdf', label: 'Reglas del tribunal (PDF)' },
      { href: '/es/#online-services', label: 'Servicios en línea' },
    ]);
  });
});

describe('searchTitle', () => {
  it("drops the site's name from a document title", () => {
    expect(searchTitle('Jury FAQ | Canton Municipal Court')).toBe('Jury FAQ');
    expect(searchTitle('Error: A | B | Tribunal Municipal de Canton')).toBe('Error: A | B');
    expect(searchTitle('Untitled')).toBe('Untitled');
  });
});
