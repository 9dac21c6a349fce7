import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COURT_INFO, type DocumentGroupListing, type Language } from '@court/contract';
import { useSiteStore } from '@court/kit';
import { jsonResponse, renderPage, spokenWhile, standInForFetch } from '@court/kit/testing';
import { Navbar } from '../navbar/navbar';
import { SiteModals } from './site-modals';

/** The document library's fee schedules, as GET documents lists them. */
const CATALOG: DocumentGroupListing[] = [
  {
    group: 'fees',
    documents: [
      {
        slug: 'costs-civil',
        title: { en: 'Civil', es: 'Civil' },
        url: '/documents/costs-civil.pdf',
      },
    ],
  },
];

const TEXT: Record<
  Language,
  {
    route: string;
    fees: string;
    cjis: string;
    goBack: string;
    /** The alert that says so, then its button. */
    failed: string;
    /** A remote's button that opens the case-information notice: the home page's E-File tile. */
    tile: string;
  }
> = {
  en: {
    route: '/',
    fees: 'Fees and Costs',
    cjis: 'Case Information System',
    goBack: 'Go Back',
    failed: `The cost schedules could not be loaded. For the court's fees, call ${COURT_INFO.phone} Try again`,
    tile: 'E-File',
  },
  es: {
    route: '/es/',
    fees: 'Tarifas y costos',
    cjis: 'Sistema de información de casos',
    goBack: 'Regresar',
    failed: `No se pudieron cargar las tablas de costos. Para conocer los costos del tribunal, llame al ${COURT_INFO.phone} Intentar de nuevo`,
    tile: 'Presentación electrónica',
  },
};

const fetchMock = standInForFetch();

function answerCatalog(status: number) {
  fetchMock.mockResolvedValue(jsonResponse(status, status === 200 ? CATALOG : { error: 'away' }));
}

/** The shell's frame around the modals, with a remote's tile that opens the notice. */
function Page({ tile }: { tile: string }) {
  const openModal = useSiteStore((state) => state.openModal);
  return (
    <>
      <Navbar />
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => openModal('caseInformationSystem')}
      >
        {tile}
      </button>
      <SiteModals />
    </>
  );
}

beforeEach(() => {
  answerCatalog(200);
  useSiteStore.setState({ openModals: [] });
});

describe.each(['en', 'es'] as const)('the site dialogs, to a screen reader (%s)', (language) => {
  const text = TEXT[language];

  /** Renders the page and puts keyboard focus on a button, as Tab would. */
  function renderWithFocusOn(name: string) {
    const view = renderPage(<Page tile={text.tile} />, { route: text.route });
    const opener = screen.getByRole('button', { name });
    act(() => opener.focus());
    return view;
  }

  it('announces Fees and Costs as a modal dialog by its name, and the opener again on Go Back', async () => {
    const user = userEvent.setup();
    const { container } = renderWithFocusOn(text.fees);

    expect(
      await spokenWhile(container, async () => {
        await user.keyboard('{Enter}');
        await screen.findByRole('link', { name: /^Civil/ });
      }),
    ).toEqual([`dialog, ${text.fees}, modal`, `heading, ${text.fees}, level 2`]);

    act(() => screen.getByRole('button', { name: text.goBack }).focus());
    expect(await spokenWhile(container, () => user.keyboard('{Enter}'))).toEqual([
      `button, ${text.fees}, has popup dialog`,
    ]);
  });

  it('reads out why the fee schedules are missing when they cannot be loaded', async () => {
    answerCatalog(503);
    const user = userEvent.setup();
    const { container } = renderWithFocusOn(text.fees);

    expect(
      await spokenWhile(container, async () => {
        await user.keyboard('{Enter}');
        await within(screen.getByRole('dialog')).findByRole('alert');
      }),
    ).toEqual([
      `dialog, ${text.fees}, modal`,
      `heading, ${text.fees}, level 2`,
      `alert: ${text.failed}`,
    ]);
  });

  it('announces the case-information notice as a modal dialog by its name, and its opener on Escape', async () => {
    const user = userEvent.setup();
    const { container } = renderWithFocusOn(text.tile);

    expect(await spokenWhile(container, () => user.keyboard('{Enter}'))).toEqual([
      `dialog, ${text.cjis}, modal`,
      `heading, ${text.cjis}, level 2`,
    ]);

    expect(await spokenWhile(container, () => user.keyboard('{Escape}'))).toEqual([
      `button, ${text.tile}, has popup dialog`,
    ]);
  });
});
