import { toUsDate, type StaffCareerPosting } from '@court/contract';
import { ScrollableTable, useTranslation } from '@court/kit';
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
  const { t } = useTranslation('careersAdmin');
  return (
    <ScrollableTable
      label={t('table.label')}
      caption={t('table.caption')}
      className="court-careers-admin__table"
    >
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
                  <a href={posting.documentUrl} target="_blank" rel="noopener" className="usa-link">
                    {t('table.viewDocument')}
                    <span className="usa-sr-only">
                      {' '}
                      {t('table.viewDocumentOf', { title: posting.title })} {t('kit:opensInNewTab')}
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
    </ScrollableTable>
  );
}
