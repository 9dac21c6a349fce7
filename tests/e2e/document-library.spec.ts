import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { onePagePdf } from '../support/pdf';
import { startSpecServer, type SpecServer } from '../support/server';
import { createStaffAccount } from '../support/staff-accounts';
import { signIn } from '../support/staff-sign-in';

/** A server of this spec's own: it replaces and retires documents other specs link to. */
const PORT = Number(process.env.TEST_PORT ?? 3100) + 14;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'correct horse battery staple';
const CLERK = 'e2e-documents';

test.describe('the document library, kept by staff', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(120_000);
  // A step that waits reports itself rather than the whole test's timeout.
  test.use({ actionTimeout: 15_000 });
  let server: SpecServer;

  test.beforeAll(async () => {
    server = await startSpecServer(PORT);
    createStaffAccount(CLERK, PASSWORD, ['documents'], server.sqliteFile);
  });

  test.afterAll(() => server.stop());

  async function openLibrary(page: Page): Promise<void> {
    await page.goto(`${BASE_URL}/staff/documents`);
    const heading = page.getByRole('heading', { level: 1, name: 'Document library' });
    const signInDialog = page.getByRole('dialog', { name: 'Staff sign-in' });
    await expect(heading.or(signInDialog)).toBeVisible();
    if (await signInDialog.isVisible()) {
      expect(await signIn(page, CLERK, PASSWORD, signInDialog)).toBe(200);
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Document library' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Replace the file “Civil”/ })).toBeVisible();
  }

  async function fetchPdf(page: Page, url: string): Promise<Buffer> {
    const response = await page.request.get(`${BASE_URL}${url}`);
    expect(response.status()).toBe(200);
    return response.body();
  }

  test('a new civil fee schedule is what the Fees and Costs dialog links, and the old one can come back', async ({
    page,
  }) => {
    await openLibrary(page);
    const original = await fetchPdf(page, '/documents/costs-civil.pdf');
    const schedule = onePagePdf('Civil costs effective January 1 2027');

    await page.getByRole('button', { name: /^Replace the file “Civil”/ }).click();
    const dialog = page.getByRole('dialog', { name: /Replace the file of “Civil”/ });
    await dialog.getByLabel('New PDF file').setInputFiles({
      name: 'civil-costs-2027.pdf',
      mimeType: 'application/pdf',
      buffer: schedule,
    });
    await dialog.getByRole('button', { name: 'Upload the file' }).click();
    await expect(page.getByText('New file uploaded for “Civil”')).toBeVisible();

    // The public side, as a visitor finds it: no front end was rebuilt.
    await page.goto(`${BASE_URL}/`);
    await page.getByRole('button', { name: 'Fees and Costs' }).first().click();
    const fees = page.getByRole('dialog', { name: 'Fees and Costs' });
    const civil = fees.getByRole('link', { name: /^Civil/ });
    await expect(civil).toHaveAttribute('href', '/documents/costs-civil.pdf');
    expect((await fetchPdf(page, '/documents/costs-civil.pdf')).equals(schedule)).toBe(true);

    await openLibrary(page);
    await page
      .getByText(/^History: 2 files/)
      .first()
      .click();
    await page
      .getByRole('button', { name: /^Make current/ })
      .first()
      .click();
    await expect(page.getByText(/is current again/)).toBeVisible();
    expect((await fetchPdf(page, '/documents/costs-civil.pdf')).equals(original)).toBe(true);
  });

  test('this year’s annual report, added by staff with every other remote down, is on the annual reports page in both languages', async ({
    page,
  }) => {
    // The tool and the page are mfe-info's: the shell and mfe-info are all they need.
    await page.route(/\/mfe-(jury|forms|careers)\//, (route) => route.abort('connectionrefused'));
    await openLibrary(page);
    const add = page.getByRole('form', { name: 'Add a document' });
    await add.getByLabel('Group').selectOption({ label: 'Annual reports' });
    await add.getByLabel('Address').fill('annual-report-2024');
    await add.getByLabel('Title in English').fill('2024 Annual Report');
    await add.getByLabel('Title in Spanish').fill('Informe anual 2024');
    await add.getByLabel('PDF file').setInputFiles({
      name: 'report.pdf',
      mimeType: 'application/pdf',
      buffer: onePagePdf('2024 Annual Report'),
    });
    await add.getByRole('button', { name: 'Add the document' }).click();
    await expect(page.getByText('Document added: “2024 Annual Report”')).toBeVisible();

    await page.goto(`${BASE_URL}/annual-reports`);
    await expect(page.getByRole('link', { name: /^2024 Annual Report/ })).toHaveAttribute(
      'href',
      '/documents/annual-report-2024.pdf',
    );
    await expect(
      page.getByRole('heading', { name: 'Reports by year, 2024 to 2003' }),
    ).toBeVisible();
    await page.goto(`${BASE_URL}/es/annual-reports`);
    await expect(page.getByRole('link', { name: /^Informe anual 2024/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a retired form answers 410 with a page pointing to the forms; one with a replacement redirects', async ({
    page,
  }) => {
    await openLibrary(page);
    // Only the first group shows its documents at first.
    await expect(
      page.getByRole('button', { name: /^Retire “Request for Continuance”/ }),
    ).toBeHidden();
    const otherForms = page.getByRole('button', { name: /^Other forms \(\d+ documents\)$/ });
    await otherForms.click();
    await expect(otherForms).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: /^Retire “Request for Continuance”/ }).click();
    const retire = page.getByRole('dialog', { name: /Retire “Request for Continuance”/ });
    await retire.getByRole('button', { name: 'Retire the document' }).click();
    await expect(page.getByText(/its address answers 410 Gone/)).toBeVisible();

    await page.getByRole('button', { name: /^Retire “Small Claims Counterclaim”/ }).click();
    const withReplacement = page.getByRole('dialog', {
      name: /Retire “Small Claims Counterclaim”/,
    });
    await withReplacement.getByLabel('Replaced by').selectOption('small-claims-complaint');
    await withReplacement.getByRole('button', { name: 'Retire the document' }).click();
    await expect(page.getByText(/its address redirects to/)).toBeVisible();

    const gone = await page.goto(`${BASE_URL}/documents/request-for-continuance.pdf`);
    expect(gone?.status()).toBe(410);
    await expect(
      page.getByRole('heading', { name: 'This document has been retired' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Forms page' }).click();
    await expect(page).toHaveURL(`${BASE_URL}/forms`);
    await expect(page.getByRole('link', { name: /^Request for Continuance/ })).toHaveCount(0);

    const moved = await page.request.get(`${BASE_URL}/documents/small-claims-counterclaim.pdf`, {
      maxRedirects: 0,
    });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe('/documents/small-claims-complaint.pdf');
  });
});
