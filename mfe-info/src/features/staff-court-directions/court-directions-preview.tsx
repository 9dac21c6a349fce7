import { DIRECTIONS_SECTIONS, type BilingualText, type CourtDirections } from '@court/contract';
import { BilingualWords, useTextLanguage } from '@court/kit';

// A text not yet written in English is left out: the page could not show it empty.
const written = (text: BilingualText) => text.en.trim() !== '';

/**
 * Both pages' directions as they are typed, in the preview's language (its translator's, not the
 * staff page's).
 */
export function CourtDirectionsPreview({ directions }: { directions: CourtDirections }) {
  const language = useTextLanguage();
  return DIRECTIONS_SECTIONS.map((name) => {
    const { heading, intro, routes } = directions[name];
    // Plain sections, not regions: a heading left in English would name two regions alike.
    return (
      <section key={name}>
        {written(heading) ? (
          <h4>
            <BilingualWords text={heading} language={language} />
          </h4>
        ) : null}
        {written(intro) ? (
          <p>
            <BilingualWords text={intro} language={language} />
          </p>
        ) : null}
        {routes
          .filter((route) => written(route.heading))
          .map((route, index) => (
            <section key={index}>
              <h5>
                <BilingualWords text={route.heading} language={language} />
              </h5>
              <ol className="usa-list">
                {route.steps.filter(written).map((step, place) => (
                  <li key={place}>
                    <BilingualWords text={step} language={language} />
                  </li>
                ))}
              </ol>
            </section>
          ))}
      </section>
    );
  });
}
