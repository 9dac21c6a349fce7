import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { openPage } from '../support/open-page';
import { postFromPage } from '../support/post-from-page';
import { solveProofOfWork } from '../support/proof-of-work';

test.describe('interpreter request', () => {
  test('can be completed with the keyboard alone and reaches the court', async ({ page }) => {
    await openPage(page, '/interpreter');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Request an Interpreter' }),
    ).toBeVisible();

    await page.getByLabel('Full Name').focus();
    await page.keyboard.type('Ana Gómez');
    await page.keyboard.press('Tab');
    await page.keyboard.type('2023trd01234');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Case Number')).toHaveValue('2023TRD01234');
    await page.keyboard.type('12312026');
    await page.getByLabel('E-Mail Address').focus();
    await page.keyboard.type('ana@example.org');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Spanish');
    await page.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Enter');

    await expect(
      page.getByText('Your request for an interpreter has been submitted.'),
    ).toBeVisible();
    await expect(page.getByText(/^Your reference number is IR-\d{4}-\d{6}\./)).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expectNoAxeViolations(page);
  });

  test('lists every problem, links to each field and keeps what was typed', async ({ page }) => {
    await openPage(page, '/es/interpreter');
    await page.getByLabel(/Número de caso/i).fill('12');
    await page.getByRole('button', { name: 'Enviar' }).click();

    const summary = page.getByRole('heading', { name: 'Hay un problema' });
    await expect(summary).toBeVisible();
    await expect(page).toHaveTitle(/^Error:/);
    await expectNoAxeViolations(page);
    await page
      .getByRole('link', { name: /nombre completo/i })
      .first()
      .click();
    await expect(page.getByLabel(/Nombre completo/i)).toBeFocused();
    await expect(page.getByLabel(/Número de caso/i)).toHaveValue('12');
  });

  test('the API refuses bad input field by field, in the visitor language', async ({ page }) => {
    await openPage(page, '/es/interpreter');
    const answer = await postFromPage(
      page,
      '/api/muni/forms/interpreter',
      { fullName: '', caseNumber: 'x', email: 'no', altcha: await solveProofOfWork() },
      'es',
    );
    const body = answer.body as Record<string, unknown>;
    // Refusals are normal answers: the spec's client reads them from a 200.
    expect(answer.status).toBe(200);
    expect(body.success).toBe(false);
    expect(body.errors).toMatchObject({
      fullName: 'Escriba su nombre completo.',
      email: expect.stringContaining('correo electrónico'),
    });
  });
});
