import type { ReactNode } from 'react';
import { COURT_DIRECTIONS_PATH, type DirectionsSectionName } from '@court/contract';
import {
  BilingualWords,
  ContentLoadState,
  registerTranslations,
  useApiGet,
  useLanguage,
  useTranslation,
} from '@court/kit';
import en from './en.json';
import es from './es.json';
import './court-directions.css';

registerTranslations('court-directions', { en, es });

export interface CourtDirectionsSectionProps {
  section: DirectionsSectionName;
  /** What the section's ids start with: `${id}-heading`, `${id}-route-1`. */
  id: string;
  /** Shown after the word before the routes (a link to the jurors' parking page). */
  children?: ReactNode;
}

/**
 * A page's directions as the court publishes them: their heading, the word before them, and
 * each route's heading and numbered steps. A page opened from another says so while they arrive.
 */
export function CourtDirectionsSection({ section, id, children }: CourtDirectionsSectionProps) {
  const { t } = useTranslation('court-directions');
  const language = useLanguage();
  return (
    <ContentLoadState
      request={useApiGet(COURT_DIRECTIONS_PATH, 'courtDirections')}
      loading={t('loading')}
      failed={t('failed')}
      call={t('call')}
    >
      {(directions) => {
        const { heading, intro, routes } = directions[section];
        return (
          <section aria-labelledby={`${id}-heading`}>
            <h2 id={`${id}-heading`}>
              <BilingualWords text={heading} language={language} />
            </h2>
            {intro.en === '' ? null : (
              <p>
                <BilingualWords text={intro} language={language} />
              </p>
            )}
            {children}
            {routes.map((route, index) => (
              <section key={index} aria-labelledby={`${id}-route-${index + 1}`}>
                <h3 id={`${id}-route-${index + 1}`}>
                  <BilingualWords text={route.heading} language={language} />
                </h3>
                <ol className="usa-list court-directions-steps">
                  {route.steps.map((step, place) => (
                    <li key={place}>
                      <BilingualWords text={step} language={language} />
                    </li>
                  ))}
                </ol>
              </section>
            ))}
          </section>
        );
      }}
    </ContentLoadState>
  );
}
