import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '@court/kit';
import { renderPage } from '@court/kit/testing';
import { useScrollRestoration } from './scroll-restoration';

function FaqPage() {
  useScrollRestoration();
  return (
    <>
      <Link to="/faq#juror-pay">How much are jurors paid?</Link>
      <details id="juror-pay">
        <summary>Are jurors paid?</summary>
        <p>Yes, for each day of service.</p>
      </details>
      <details id="parking">
        <summary>Where do I park?</summary>
        <p>In the lot on Second Street.</p>
      </details>
    </>
  );
}

describe('useScrollRestoration', () => {
  it('opens the answer an address points to and puts the focus on its question', () => {
    renderPage(<FaqPage />, { route: '/faq#juror-pay' });
    expect(document.getElementById('juror-pay')).toHaveAttribute('open');
    expect(document.getElementById('parking')).not.toHaveAttribute('open');
    expect(screen.getByText('Are jurors paid?')).toHaveFocus();
  });

  it('does the same for a link followed within the site', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, { route: '/faq' });
    expect(document.getElementById('juror-pay')).not.toHaveAttribute('open');
    await user.click(screen.getByRole('link', { name: 'How much are jurors paid?' }));
    expect(document.getElementById('juror-pay')).toHaveAttribute('open');
    expect(screen.getByText('Are jurors paid?')).toHaveFocus();
  });
});
