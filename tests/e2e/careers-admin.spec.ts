import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { openPage } from '../support/open-page';
import { createStaffAccount } from '../support/staff-accounts';

const PASSWORD = 'correct horse battery staple';
const USERNAME = 'e2e-careers';

/** A one-page PDF, the smallest that a PDF reader (and the API's check) accepts. */
const ONE_PAGE_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n'),
  'latin1',
);

/** Signs in through the dialog the admin opens for a visitor who is signed out. */
async function signInAtAdmin(page: Page, password: string): Promise<void> {
  await openPage(page, '/careers_admin');
  const dialog = page.getByRole('dialog', { name: 'Staff sign-in' });
  await dialog.getByLabel('Username').fill(USERNAME);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
}

/** Adds a posting through the modal and waits until the table shows it. */
async function addPosting(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Add New Posting' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Posting' });
  await dialog.getByLabel('Job title').fill(title);
  await dialog.getByLabel('Job announcement (PDF)').setInputFiles({
    name: 'announcement.pdf',
    mimeType: 'application/pdf',
    buffer: ONE_PAGE_PDF,
  });
  await dialog.getByRole('button', { name: 'Add posting' }).click();
  await expect(page.getByText(`“${title}” was added`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

test.describe('careers admin', () => {
  test.beforeAll(() => {
    createStaffAccount(USERNAME, PASSWORD, ['careers']);
  });

  test('a careers user posts a PDF, the public sees and opens it, and expiring hides it', async ({
    page,
  }) => {
    // One long journey: a sign-in, four page loads and a PDF opened in a new tab (10 s alone).
    test.slow();
    const title = `E2E Court Clerk ${Date.now()}`;
    await signInAtAdmin(page, PASSWORD);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers admin');
    await addPosting(page, title);
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText('ACTIVE');
    await expect(page.getByRole('checkbox', { name: `Active: ${title}` })).toBeChecked();
    await expectNoAxeViolations(page);

    await openPage(page, '/careers');
    const link = page.getByRole('link', { name: new RegExp(title) });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('target', '_blank');
    const href = (await link.getAttribute('href')) ?? '';
    const pdfAnswer = page
      .context()
      .waitForEvent('response', (response) => response.url().endsWith(href));
    await link.click();
    const pdf = await pdfAnswer;
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['x-content-type-options']).toBe('nosniff');

    await openPage(page, '/careers_admin');
    const box = page.getByRole('checkbox', { name: `Active: ${title}` });
    // USWDS draws the box on the label and keeps the native input off-screen: click what shows.
    await page
      .getByRole('row', { name: new RegExp(title) })
      .locator('label')
      .click();
    await expect(box).not.toBeChecked();
    await expect(page.getByText(`“${title}” has expired`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('EXPIRED');

    await openPage(page, '/careers');
    await expect(page.getByRole('link', { name: /Deputy Clerk - Civil Division/ })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
    expect((await page.request.get(href)).status()).toBe(404);
  });

  test('a wrong password lands on the careers page with a notice', async ({ page }) => {
    await signInAtAdmin(page, 'not the password');
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Employment Opportunities');
    await expect(
      page.getByText('Sign-in failed. The username or password is not correct.'),
    ).toBeVisible();
  });

  test("a failed update puts the box back and shows the spec's message", async ({ page }) => {
    const title = `E2E Bailiff ${Date.now()}`;
    await signInAtAdmin(page, PASSWORD);
    await addPosting(page, title);
    await page.route('**/api/muni/staff/careers/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
        : route.continue(),
    );
    const box = page.getByRole('checkbox', { name: `Active: ${title}` });
    await box.focus();
    await page.keyboard.press('Space');
    await expect(
      page.getByText('Could not update job posting! Contact the website developers.'),
    ).toBeVisible();
    await expect(box).toBeChecked();
    await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('ACTIVE');
    await expectNoAxeViolations(page);
  });
});
