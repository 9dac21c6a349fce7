import { toUsDate, type StaffCareerPosting } from '@court/contract';
import { useTranslation } from '@court/kit';
import { isSafeDocumentUrl } from '../../shared/document-url';

export interface PostingsTableProps {
  postings: readonly StaffCareerPosting[];
  /** Postings whose change is on its way to the API: their checkbox waits for the answer. */
  pending: ReadonlySet<number>;
  onToggle: (posting: StaffCareerPosting, active: boolean) => void;
  onEditTitle: (posting: StaffCareerPosting) => void;
}

/**
 * Every posting with its posted date (MM/DD/YYYY), ACTIVE or EXPIRED, the active checkbox that
 * saves at once, its PDF (new tab) and a way to correct its title. Scrolls sideways at 320 px.
 */
export function PostingsTable({ postings, pending, onToggle, onEditTitle }: PostingsTableProps) {
  const { t } = useTranslation(['careersAdmin', 'kit']);
  return (
    // Focusable so that keyboard users can scroll it (WCAG 2.1.1, axe scrollable-region-focusable);
    // named so screen readers announce what they landed on.
    <div
      className="usa-table-container--scrollable court-careers-admin__table"
      role="region"
      aria-label={t('table.label')}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className="usa-table usa-table--striped">
        <caption>{t('table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.title')}</th>
            <th scope="col">{t('table.posted')}</th>
            <th scope="col">{t('table.status')}</th>
            <th scope="col">{t('table.active')}</th>
            <th scope="col">{t('table.document')}</th>
            <th scope="col">{t('table.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {postings.map((posting) => {
            const checkboxId = `career-posting-${posting.id}-active`;
            return (
              <tr key={posting.id}>
                <th scope="row">{posting.title}</th>
                <td>
                  <time dateTime={posting.postedDate}>{toUsDate(posting.postedDate)}</time>
                </td>
                <td>{posting.active ? t('table.statusActive') : t('table.statusExpired')}</td>
                <td>
                  <div className="usa-checkbox court-careers-admin__active">
                    <input
                      id={checkboxId}
                      type="checkbox"
                      className="usa-checkbox__input"
                      checked={posting.active}
                      aria-busy={pending.has(posting.id) || undefined}
                      onChange={(event) => {
                        if (!pending.has(posting.id)) onToggle(posting, event.target.checked);
                      }}
                    />
                    <label className="usa-checkbox__label" htmlFor={checkboxId}>
                      <span className="usa-sr-only">
                        {t('table.activeLabel', { title: posting.title })}
                      </span>
                    </label>
                  </div>
                </td>
                <td>
                  {isSafeDocumentUrl(posting.documentUrl) ? (
                    <a
                      href={posting.documentUrl}
                      target="_blank"
                      rel="noopener"
                      className="usa-link"
                    >
                      {t('table.viewDocument')}
                      <span className="usa-sr-only">
                        {' '}
                        {t('table.viewDocumentOf', { title: posting.title })}{' '}
                        {t('kit:opensInNewTab')}
                      </span>
                    </a>
                  ) : null}
                </td>
                <td>
                  <button
                    type="button"
                    className="usa-button usa-button--unstyled"
                    aria-haspopup="dialog"
                    onClick={() => onEditTitle(posting)}
                    // In the last column: Chromium leaves a control that shows a few pixels at the
                    // scrolling box's edge where it is, so scroll the box to show it whole.
                    onFocus={(event) =>
                      event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' })
                    }
                  >
                    {t('table.editTitle')}
                    <span className="usa-sr-only">
                      {' '}
                      {t('table.editTitleOf', { title: posting.title })}
                    </span>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
