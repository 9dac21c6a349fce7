import { render, screen } from '@testing-library/react';
import { Alert } from './alert';

describe('Alert', () => {
  it('announces an error with the USWDS classes', () => {
    render(
      <Alert kind="error" slim>
        <p className="usa-alert__text">Could not update job posting!</p>
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveClass('usa-alert', 'usa-alert--error', 'usa-alert--slim');
    expect(alert).toHaveTextContent('Could not update job posting!');
  });

  it('leaves information unannounced, with its heading', () => {
    render(
      <Alert kind="info" heading="Message for jurors">
        <p>Report at 8:00.</p>
      </Alert>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Message for jurors' })).toBeVisible();
  });
});
