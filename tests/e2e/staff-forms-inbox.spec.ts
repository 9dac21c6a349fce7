import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { openPage } from '../support/open-page';
import { submitApplication } from '../support/driving-privileges';
import { createStaffAccount } from '../support/staff-accounts';

const PASSWORD = 'correct horse battery staple';
const CLERK = 'e2e-forms-clerk';
const ADMIN = 'e2e-forms-admin';

const SIGN_IN_TEXT = {
  en: { dialog: 'Staff sign-in', username: 'Username', password: 'Password', submit: 'Sign in' },
  es: {
    dialog: 'Acceso del personal',
    username: 'Nombre de usuario',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
  },
};

/** Signs in through the dialog a staff tool opens by itself when nobody is signed in. */
async function signInAtGate(page: Page, username: string, language: 'en' | 'es' = 'en') {
  const text = SIGN_IN_TEXT[language];
  const dialog = page.getByRole('dialog', { name: text.dialog });
  await dialog.getByLabel(text.username).fill(username);
  await dialog.getByLabel(text.password).fill(PASSWORD);
  await dialog.getByRole('button', { name: text.submit }).click();
}

/** Width of the page beyond the window: more than 0 means sideways scrolling. */
function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

test.describe('staff inbox of the public forms', () => {
  test.beforeAll(() => {
    createStaffAccount(CLERK, PASSWORD, ['forms']);
    createStaffAccount(ADMIN, PASSWORD, ['admin']);
  });

  test('a forms clerk finds an application, reveals its SSN and marks it processed; the audit log shows the reveal', async ({
    page,
  }) => {
    // One long journey: a proof-of-work, two sign-ins and the audit log.
    test.slow();
    const lastName = `Inbox${Date.now()}`;
    await openPage(page, '/staff/forms');
    const reference = await submitApplication(page, lastName);
    await signInAtGate(page, CLERK);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Form submissions');

    const filters = page.getByRole('form', { name: 'Find submissions' });
    await filters.getByLabel(/^Form/).selectOption('driving-privileges');
    await filters.getByLabel(/^Search/).fill(lastName);
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(`/staff/forms?form=driving-privileges&q=${lastName}`);
    const row = page.getByRole('row', { name: new RegExp(reference) });
    await expect(row).toContainText(`Pat ${lastName}`);
    await expect(row).toContainText('2026TRD04567');
    await expect(row).toContainText('New');
    await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/muni/staff/forms/submissions.csv?form=driving-privileges&q=${lastName}`,
    );
    await expectNoAxeViolations(page);

    // Opened with the keyboard; the heading of the submission takes the focus.
    await row.getByRole('link', { name: reference }).focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(`Limited driving privileges: ${reference}`);
    await expect(heading).toBeFocused();
    await expect(page.getByText('***-**-6789')).toBeVisible();
    await expect(page.getByText('123-45-6789')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Places to drive to' })).toContainText(
      'Aultman Hospital',
    );
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Reveal SSN' }).click();
    await expect(page.getByText('123-45-6789')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hide SSN' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('123-45-6789')).toHaveCount(0);
    await expect(page.getByText('***-**-6789')).toBeVisible();

    // Printing shows the submission alone: no navbar, footer or buttons.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'true');
    });
    await page.getByRole('button', { name: 'Print' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'true');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.court-navbar')).toBeHidden();
    await expect(page.locator('.court-footer')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Back to the submissions' })).toBeHidden();
    await expect(heading).toBeVisible();
    await expect(page.getByText('Aultman Hospital')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('button', { name: 'Mark as processed' }).click();
    await expect(
      page.getByRole('status').getByText('The submission is marked as processed.'),
    ).toBeFocused();
    await expect(page.getByText(new RegExp(`^Processed by ${CLERK} on `))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark as processed' })).toHaveCount(0);

    // Back in the list, focus is on the line of the submission just read.
    await page.getByRole('link', { name: 'Back to the submissions' }).click();
    await expect(page).toHaveURL(`/staff/forms?form=driving-privileges&q=${lastName}`);
    await expect(row.getByRole('link', { name: reference })).toBeFocused();
    await expect(row).toContainText('Processed');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await openPage(page, `/staff/audit?action=forms.ssn.reveal&actor=${CLERK}`);
    await signInAtGate(page, ADMIN);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit log');
    const entry = page.getByRole('row', { name: new RegExp(reference) });
    await expect(entry).toContainText('forms.ssn.reveal');
    await expect(entry).toContainText(CLERK);
  });

  test('works in Spanish and at 320 px without sideways scrolling of the page', async ({
    page,
  }) => {
    const lastName = `Estrecho${Date.now()}`;
    await page.setViewportSize({ width: 320, height: 640 });
    await openPage(page, '/es/staff/forms');
    const reference = await submitApplication(page, lastName);
    await signInAtGate(page, CLERK, 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Formularios recibidos');
    const filters = page.getByRole('form', { name: 'Buscar envíos' });
    await filters.getByLabel(/^Buscar/).fill(lastName);
    await filters.getByRole('button', { name: 'Aplicar filtros' }).click();
    const link = page.getByRole('link', { name: reference });
    await expect(link).toBeVisible();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Privilegios limitados de manejo: ${reference}`,
    );
    await expect(page.getByRole('button', { name: 'Mostrar el SSN' })).toBeVisible();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
