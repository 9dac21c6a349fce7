import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicAlert } from '@court/contract';
import { expectNoAxeViolations, renderPage } from '../testing';
import { SiteAlert } from './site-alert';

const SNOW: PublicAlert = {
  id: 1,
  severity: 'warning',
  placement: 'everyPage',
  heading: 'Court closes early',
  body: 'Because of snow, the court closes at noon.',
  link: { url: '/hours-and-parking', text: 'Hours and parking' },
};

describe('SiteAlert', () => {
  it.each([
    ['information', 'Information', 'usa-site-alert--info'],
    ['warning', 'Warning', 'court-site-alert--warning'],
    ['emergency', 'Emergency alert', 'usa-site-alert--emergency'],
  ] as const)('shows a %s alert as a labelled USWDS site alert', async (severity, name, style) => {
    const { container } = renderPage(<SiteAlert alert={{ ...SNOW, severity }} />);
    const region = screen.getByRole('region', { name: `${name}: Court closes early` });
    expect(region).toHaveClass('usa-site-alert', style);
    expect(region).toHaveTextContent('Court closes early');
    expect(region).toHaveTextContent('Because of snow, the court closes at noon.');
    // In words for forced colours, where the alert's colour is gone (the styles show it there).
    expect(region).toHaveTextContent(`${name}: Court closes early`);
    await expectNoAxeViolations(container);
  });

  it('keeps a site link in the visitor language', () => {
    renderPage(<SiteAlert alert={SNOW} />, { route: '/es/' });
    expect(screen.getByRole('link', { name: 'Hours and parking' })).toHaveAttribute(
      'href',
      '/es/hours-and-parking',
    );
    expect(screen.getByRole('region', { name: /^Advertencia: / })).toBeVisible();
  });

  it('opens a web address in a new tab', () => {
    renderPage(
      <SiteAlert alert={{ ...SNOW, link: { url: 'https://weather.gov', text: 'Forecast' } }} />,
    );
    const link = screen.getByRole('link', { name: /Forecast/ });
    expect(link).toHaveAttribute('href', 'https://weather.gov');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('offers a close button only when the alert can be dismissed', async () => {
    const user = userEvent.setup();
    const onDismiss = jest.fn();
    const { rerender } = renderPage(<SiteAlert alert={SNOW} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<SiteAlert alert={SNOW} onDismiss={onDismiss} />);
    await user.click(screen.getByRole('button', { name: 'Dismiss the alert: Court closes early' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('reads the alert out through a live region only when asked to', async () => {
    const { rerender } = renderPage(<SiteAlert alert={SNOW} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<SiteAlert alert={SNOW} announce />);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Court closes early. Because of snow, the court closes at noon.',
      ),
    );
  });
});
