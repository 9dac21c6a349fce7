import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { waitForScript } from '../support/open-page';
import { startSpecServer, type SpecServer } from '../support/server';
import { createStaffAccount } from '../support/staff-accounts';
import { signIn } from '../support/staff-sign-in';

/** A server of this spec's own: the facts it publishes show on every page of its site. */
const PORT = Number(process.env.TEST_PORT ?? 3100) + 17;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'correct horse battery staple';
const EDITOR = 'e2e-content';
const SAMPLE_JURY_PHONE = '330-555-0101';
const NEW_JURY_PHONE = '330-555-0188';

test.describe('court facts', () => {
  test.setTimeout(90_000);
  let server: SpecServer | undefined;

  test.beforeAll(async () => {
    server = await startSpecServer(PORT);
    createStaffAccount(EDITOR, PASSWORD, ['content'], server.sqliteFile);
  });

  test.afterAll(() => server?.stop());

  test('staff draft a new jury phone, preview it, publish it, and every page shows it without a rebuild', async ({
    page,
    request,
  }) => {
    await page.goto(`${BASE_URL}/staff`);
    expect(await signIn(page, EDITOR, PASSWORD)).toBe(200);
    await page.goto(`${BASE_URL}/staff/court-facts`);
    await waitForScript(page);
    const juryPhone = page.getByRole('textbox', { name: /^Jury office phone/ });
    await expect(juryPhone).toHaveValue(SAMPLE_JURY_PHONE);
    await expect(page.getByText('There is no draft to publish. Save a draft first.')).toBeVisible();

    // A number typed another way is written as the pages write numbers.
    await juryPhone.fill('(330) 555 0188');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(
      page.getByText('The draft is saved. Check the preview, then publish it.'),
    ).toBeFocused();
    await expect(juryPhone).toHaveValue(NEW_JURY_PHONE);
    await expect(
      page.getByText(`Jury office phone: ${SAMPLE_JURY_PHONE} → ${NEW_JURY_PHONE}`),
    ).toBeVisible();

    // Saved as a draft, it is not on the site yet.
    const before = await request.get(`${BASE_URL}/jury-contact`);
    expect(await before.text()).toContain(SAMPLE_JURY_PHONE);

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(
      page.getByText('Published: every page shows the new facts within a minute.'),
    ).toBeFocused();
    const versions = page.getByRole('table', { name: /Every version published/ });
    await expect(versions.getByRole('row').nth(1)).toContainText('On the site now');
    await expectNoAxeViolations(page);

    // The server renders the page with the new number: it reads without any script.
    const html = await (await request.get(`${BASE_URL}/jury-contact`)).text();
    expect(html).toContain(NEW_JURY_PHONE);
    expect(html).not.toContain(SAMPLE_JURY_PHONE);
    await page.goto(`${BASE_URL}/es/jury-contact`);
    await waitForScript(page);
    await expect(
      page.locator(`a[href="tel:+1${NEW_JURY_PHONE.replace(/-/g, '')}"]`).first(),
    ).toBeVisible();
    await expect(page.getByText(SAMPLE_JURY_PHONE)).toHaveCount(0);
  });
});
