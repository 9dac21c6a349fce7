import type { FormEvent } from 'react';
import { useLanguage, useNavigate, useTranslation } from '@court/kit';
import { searchPagePath } from './search-path';
import './search-translations';

export interface SearchFormProps {
  /** Id of the query field: the navbar's and the results page's forms are on the same page. */
  inputId: string;
  /** Names the search landmark, so the two forms of the results page can be told apart. */
  landmarkLabel: string;
  /** The navbar's compact form, its label read by screen readers only; or the page's own. */
  variant: 'navbar' | 'page';
  /** What the field starts with: the query of the results page showing it. */
  defaultQuery?: string;
  /** Called as a search starts, before the navigation to its results. */
  onSearch?: () => void;
}

/**
 * The site search: a GET form to the results page, so it works before and without the page's
 * script; with it, the search is a navigation inside the app.
 */
export function SearchForm({
  inputId,
  landmarkLabel,
  variant,
  defaultQuery = '',
  onSearch,
}: SearchFormProps) {
  const { t } = useTranslation('shellSearch');
  const language = useLanguage();
  const navigate = useNavigate();
  const isNavbar = variant === 'navbar';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const query = new FormData(form).get('q');
    onSearch?.();
    // The results page shows the query in its own field: the navbar's starts over.
    if (isNavbar) form.reset();
    void navigate(searchPagePath(typeof query === 'string' ? query : '', language));
  }

  return (
    <form
      role="search"
      aria-label={landmarkLabel}
      action={searchPagePath('', language)}
      method="get"
      className={`court-search-form court-search-form--${variant}`}
      onSubmit={handleSubmit}
    >
      <label htmlFor={inputId} className={isNavbar ? 'usa-sr-only' : 'usa-label'}>
        {t('form.label')}
      </label>
      <div className="court-search-form__row">
        <input
          id={inputId}
          name="q"
          type="search"
          defaultValue={defaultQuery}
          className={isNavbar ? 'court-search-form__input' : 'usa-input court-search-form__input'}
        />
        <button
          type="submit"
          className={
            isNavbar ? 'court-search-form__button' : 'usa-button court-search-form__button'
          }
        >
          {t('form.submit')}
        </button>
      </div>
    </form>
  );
}
