import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { startSpecServer, type SpecServer } from '../support/server';
import { createStaffAccount } from '../support/staff-accounts';
import { signIn } from '../support/staff-sign-in';

/** A server of this spec's own: its imports change the schedule other specs may read. */
const PORT = Number(process.env.TEST_PORT ?? 3100) + 13;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'correct horse battery staple';
const SCHEDULER = 'e2e-hearings';
const HEADER =
  'case_number,last_name,first_name,hearing_date,hearing_time,hearing_type,courtroom,status';

function schedule(...lines: string[]): Buffer {
  return Buffer.from(`${[HEADER, ...lines].join('\r\n')}\r\n`);
}

test.describe('the hearing schedule, uploaded by staff', () => {
  test.setTimeout(90_000);
  test.use({ actionTimeout: 15_000 });
  let server: SpecServer;

  test.beforeAll(async () => {
    server = await startSpecServer(PORT);
    createStaffAccount(SCHEDULER, PASSWORD, ['hearings'], server.sqliteFile);
  });

  test.afterAll(() => server.stop());

  async function upload(page: Page, file: Buffer): Promise<void> {
    await page
      .getByLabel('Schedule (CSV file)')
      .setInputFiles({ name: 'schedule.csv', mimeType: 'text/csv', buffer: file });
    await page.getByRole('button', { name: 'Upload the schedule' }).click();
  }

  test('a schedule with a bad line is refused with the line and column; the corrected one is imported, with every other remote down', async ({
    page,
  }) => {
    // The tool is mfe-forms': the shell and mfe-forms are all it needs.
    await page.route(/\/mfe-(jury|info|careers)\//, (route) => route.abort('connectionrefused'));
    await page.goto(`${BASE_URL}/staff/hearings`);
    const signInDialog = page.getByRole('dialog', { name: 'Staff sign-in' });
    await expect(signInDialog).toBeVisible();
    expect(await signIn(page, SCHEDULER, PASSWORD, signInDialog)).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Hearing schedule' })).toBeVisible();
    // The sample data's schedule is the first import listed.
    await expect(page.getByRole('table', { name: /^The latest imports/ })).toContainText(
      'sample-data',
    );

    const good = '2026TRD01234,Garcia,Ana,2027-01-12,09:00,Arraignment,Courtroom 2,scheduled';
    await upload(
      page,
      schedule(good, '2026CVG00412,Smith,Sam,2027-02-30,1:30 PM,Pretrial,Zoom,scheduled'),
    );
    // The error summary takes focus, saying so.
    await expect(page.locator(':focus')).toContainText(
      'The schedule was refused and nothing changed.',
    );
    const problems = page.getByRole('table', { name: /^Each problem by line/ });
    await expect(problems.getByRole('row').nth(1)).toContainText('3');
    await expect(problems.getByRole('row').nth(1)).toContainText('hearing_date');
    await expect(problems).toContainText('Write the date like 2026-12-08 or 12/8/2026.');
    await expect(page.getByRole('link', { name: /Download the report/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await upload(
      page,
      schedule(good, '2026CVG00412,Smith,Sam,2027-02-03,1:30 PM,Pretrial,Zoom,scheduled'),
    );
    await expect(page.getByText(/^Schedule imported: 2 hearings\. New: 2\./)).toBeVisible();
  });
});
