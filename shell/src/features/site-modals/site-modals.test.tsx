import { act, fireEvent, screen, within } from '@testing-library/react';
import { COURT_INFO, type DocumentGroupListing } from '@court/contract';
import { useSiteStore } from '@court/kit';
import {
  expectNoAxeViolations,
  jsonResponse,
  renderPage,
  standInForFetch,
} from '@court/kit/testing';
import { Navbar } from '../navbar/navbar';
import { SiteModals } from './site-modals';

function renderWithOpener(route = '/') {
  return renderPage(
    <>
      <Navbar />
      <SiteModals />
    </>,
    { route },
  );
}

/** The document library's fee schedules, in the order staff keep them. */
const CATALOG: DocumentGroupListing[] = [
  {
    group: 'fees',
    documents: [
      ['costs-civil', 'Civil', 'Civil'],
      ['costs-criminal-traffic', 'Criminal/Traffic', 'Penal/Tránsito'],
      ['costs-waiver-bureau', 'Waiver Bureau', 'Oficina de Pagos sin Comparecencia'],
    ].map(([slug = '', en = '', es = '']) => ({
      slug,
      title: { en, es },
      url: `/documents/${slug}.pdf`,
    })),
  },
];

describe('Fees and Costs modal', () => {
  // Only these tests stand in for the API: the notice's tests run without one.
  const fetchMock = standInForFetch();

  function answerCatalog(status = 200) {
    fetchMock.mockResolvedValue(jsonResponse(status, status === 200 ? CATALOG : { error: 'away' }));
  }

  beforeEach(() => {
    answerCatalog();
    useSiteStore.setState({ openModals: [] });
  });

  it('opens from the navbar with the three cost schedules as PDFs in a new tab', async () => {
    const { container } = renderWithOpener();
    fireEvent.click(screen.getByRole('button', { name: 'Fees and Costs' }));
    const dialog = screen.getByRole('dialog', { name: 'Fees and Costs' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const expected = [
      ['Civil', '/documents/costs-civil.pdf'],
      ['Criminal/Traffic', '/documents/costs-criminal-traffic.pdf'],
      ['Waiver Bureau', '/documents/costs-waiver-bureau.pdf'],
    ];
    for (const [name, href] of expected) {
      const link = await within(dialog).findByRole('link', {
        name: new RegExp(`^${name} \\(PDF\\)`),
      });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(within(dialog).getByRole('heading', { name: 'Fees and Costs' })).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('closes with Go Back and returns focus to the button that opened it', () => {
    renderWithOpener();
    const opener = screen.getByRole('button', { name: 'Fees and Costs' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useSiteStore.getState().openModals).toEqual([]);
    expect(opener).toHaveFocus();
  });

  it('closes with Escape and returns focus', () => {
    renderWithOpener();
    const opener = screen.getByRole('button', { name: 'Fees and Costs' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape without closing the mobile menu it was opened from', () => {
    renderWithOpener();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    const opener = within(screen.getByRole('navigation')).getByRole('button', {
      name: 'Fees and Costs',
    });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByRole('heading', { name: 'Fees and Costs' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Fees and Costs' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    renderWithOpener();
    fireEvent.click(screen.getByRole('button', { name: 'Fees and Costs' }));
    await screen.findByRole('link', { name: /^Civil/ });
    const goBack = screen.getByRole('button', { name: 'Go Back' });
    goBack.focus();
    fireEvent.keyDown(goBack, { key: 'Tab' });
    expect(screen.getByRole('link', { name: /^Civil/ })).toHaveFocus();
  });

  it("closes on the browser's cancel event (Escape on a native modal dialog)", () => {
    renderWithOpener();
    fireEvent.click(screen.getByRole('button', { name: 'Fees and Costs' }));
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when the schedules cannot be loaded, with the phone number', async () => {
    answerCatalog(503);
    renderWithOpener();
    fireEvent.click(screen.getByRole('button', { name: 'Fees and Costs' }));
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert).toHaveTextContent('The cost schedules could not be loaded');
    expect(alert).toHaveTextContent(COURT_INFO.phone);
  });

  it('speaks Spanish on Spanish pages', async () => {
    const { container } = renderWithOpener('/es/');
    fireEvent.click(screen.getByRole('button', { name: 'Tarifas y costos' }));
    const dialog = screen.getByRole('dialog', { name: 'Tarifas y costos' });
    expect(
      await within(dialog).findByRole('link', { name: /^Penal\/Tránsito \(PDF\)/ }),
    ).toHaveAttribute('href', '/documents/costs-criminal-traffic.pdf');
    expect(within(dialog).getByRole('button', { name: 'Regresar' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});

describe('Case information system notice', () => {
  beforeEach(() => useSiteStore.setState({ openModals: [] }));

  it('opens through the store action remotes use, with Continue and the court phone', async () => {
    const { container } = renderPage(<SiteModals />);
    act(() => useSiteStore.getState().openModal('caseInformationSystem'));
    const dialog = screen.getByRole('dialog', { name: 'Case Information System' });
    expect(dialog).toHaveTextContent('Standard Public User');
    expect(dialog).toHaveTextContent(/search the online docket, pay online or e-file/);
    expect(dialog).toHaveTextContent(/verify your e-mail address/);
    const next = within(dialog).getByRole('link', { name: /^Continue/ });
    expect(next).toHaveAttribute('href', COURT_INFO.caseInformationSystemUrl);
    expect(next).toHaveAttribute('target', '_blank');
    expect(next).toHaveAccessibleName('Continue (opens in a new tab)');
    expect(within(dialog).getByRole('link', { name: `Call ${COURT_INFO.phone}` })).toHaveAttribute(
      'href',
      'tel:+13305550100',
    );
    await expectNoAxeViolations(container);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is translated on Spanish pages', async () => {
    const { container } = renderPage(<SiteModals />, { route: '/es/' });
    act(() => useSiteStore.getState().openModal('caseInformationSystem'));
    const dialog = screen.getByRole('dialog', { name: 'Sistema de información de casos' });
    expect(within(dialog).getByRole('link', { name: /^Continuar/ })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: `Llame al ${COURT_INFO.phone}` }),
    ).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('closes every open modal at once', () => {
    renderPage(<SiteModals />);
    act(() => {
      useSiteStore.getState().openModal('fees');
      useSiteStore.getState().openModal('caseInformationSystem');
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    const [firstGoBack] = screen.getAllByRole('button', { name: 'Go Back' });
    if (firstGoBack) fireEvent.click(firstGoBack);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
