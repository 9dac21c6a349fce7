import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { courtClock } from '../support/court-clock';
import { layoutShifts, recordLayoutShifts } from '../support/layout-shifts';
import { startSpecServer, type SpecServer } from '../support/server';
import { createStaffAccount } from '../support/staff-accounts';

/** A server of this spec's own: alerts show on every page, so they must not reach other specs. */
const PORT = Number(process.env.TEST_PORT ?? 3100) + 7;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'correct horse battery staple';
const EDITOR = 'e2e-alerts';

/** In force from a minute ago until tomorrow, unless told otherwise. */
function alertBody(fields: Record<string, string>): Record<string, string> {
  const start = courtClock(-1);
  const end = courtClock(24 * 60);
  return {
    severity: 'warning',
    placement: 'everyPage',
    headingEn: 'Court closes early',
    headingEs: 'El tribunal cierra temprano',
    bodyEn: 'Because of snow, the court closes at noon.',
    bodyEs: 'Por la nieve, el tribunal cierra al mediodía.',
    linkUrl: '/hours-and-parking',
    linkTextEn: 'Hours and parking',
    linkTextEs: 'Horario y estacionamiento',
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    ...fields,
  };
}

/** A signed-in alerts editor, talking to the API as the staff page does. */
async function signedInEditor(): Promise<{ api: APIRequestContext; xsrf: Record<string, string> }> {
  const api = await request.newContext({ baseURL: BASE_URL });
  await api.get('/api/muni/xsrf');
  const token = (await api.storageState()).cookies.find(({ name }) => name === 'XSRF-TOKEN');
  const xsrf = { 'X-XSRF-TOKEN': decodeURIComponent(token?.value ?? '') };
  const signIn = await api.post('/api/muni/staff/session', {
    headers: xsrf,
    data: { username: EDITOR, password: PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  return { api, xsrf };
}

test.describe('site alerts', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(90_000);
  let server: SpecServer | undefined;
  let editor: { api: APIRequestContext; xsrf: Record<string, string> };
  const created: number[] = [];

  async function postAlert(fields: Record<string, string>): Promise<number> {
    const response = await editor.api.post('/api/muni/staff/alerts', {
      headers: editor.xsrf,
      data: alertBody(fields),
    });
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: number };
    created.push(id);
    return id;
  }

  async function endAlert(id: number): Promise<void> {
    const response = await editor.api.post(`/api/muni/staff/alerts/${id}/end`, {
      headers: editor.xsrf,
    });
    expect(response.status()).toBe(200);
  }

  test.beforeAll(async () => {
    server = await startSpecServer(PORT);
    createStaffAccount(EDITOR, PASSWORD, ['alerts'], server.sqliteFile);
    editor = await signedInEditor();
  });

  test.afterEach(async () => {
    // Each test starts with no alert in force.
    for (const id of created.splice(0)) {
      await editor.api.post(`/api/muni/staff/alerts/${id}/end`, { headers: editor.xsrf });
    }
  });

  test.afterAll(async () => {
    await editor.api.dispose();
    server?.stop();
  });

  test('an alert in force shows above the page on every page, in the page language', async ({
    page,
  }) => {
    const later = courtClock(24 * 60);
    await postAlert({});
    await postAlert({
      headingEn: 'Tomorrow only',
      startDate: later.date,
      startTime: later.time,
      endDate: courtClock(3 * 24 * 60).date,
    });

    for (const url of ['/', '/jury-service', '/interpreter', '/careers', '/staff']) {
      await page.goto(`${BASE_URL}${url}`);
      const alert = page.getByRole('region', { name: /^Warning: / });
      await expect(alert).toContainText('Court closes early');
      await expect(alert).toContainText('Because of snow, the court closes at noon.');
      await expect(page.getByText('Tomorrow only')).toHaveCount(0);
    }
    // Above the navbar and the page heading.
    const [alertTop, headingTop] = await Promise.all([
      page
        .getByRole('region', { name: /^Warning: / })
        .evaluate((node) => node.getBoundingClientRect().top),
      page.getByRole('heading', { level: 1 }).evaluate((node) => node.getBoundingClientRect().top),
    ]);
    expect(alertTop).toBeLessThan(headingTop);

    await page.goto(`${BASE_URL}/es/jury-service`);
    const spanish = page.getByRole('region', { name: /^Advertencia: / });
    await expect(spanish).toContainText('El tribunal cierra temprano');
    await expect(spanish.getByRole('link', { name: 'Horario y estacionamiento' })).toHaveAttribute(
      'href',
      '/es/hours-and-parking',
    );
  });

  test('a home-page alert shows on the home page only', async ({ page }) => {
    await postAlert({ placement: 'homePage', headingEn: 'Welcome back' });
    await page.goto(`${BASE_URL}/`);
    await expect(page.getByText('Welcome back')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Forms' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forms');
    await expect(page.getByText('Welcome back')).toHaveCount(0);
  });

  for (const severity of ['information', 'warning', 'emergency'] as const) {
    test(`a page showing the ${severity} alert is axe clean and does not shift`, async ({
      page,
    }) => {
      await postAlert({ severity });
      await recordLayoutShifts(page);
      for (const url of ['/', '/es/jury-service']) {
        await page.goto(`${BASE_URL}${url}`, { waitUntil: 'networkidle' });
        await expect(page.locator('.court-site-alert')).toHaveCount(1);
        await expectNoAxeViolations(page);
        expect(await layoutShifts(page), `${url}: layout shifts`).toEqual([]);
      }
    });
  }

  test('an information alert can be dismissed for the visit; an emergency cannot', async ({
    page,
  }) => {
    await postAlert({ severity: 'information', headingEn: 'New parking rules' });
    await postAlert({ severity: 'emergency', headingEn: 'Building closed' });
    await page.goto(`${BASE_URL}/forms`);
    const emergency = page.getByRole('region', { name: /^Emergency alert: / });
    await expect(emergency).toContainText('Building closed');
    await expect(emergency.getByRole('button')).toHaveCount(0);
    // Read out once: the live region carries the emergency.
    await expect(page.getByRole('alert').filter({ hasText: 'Building closed' })).toHaveCount(1);

    await page.getByRole('button', { name: 'Dismiss the alert: New parking rules' }).click();
    await expect(page.getByText('New parking rules')).toHaveCount(0);
    await page.reload();
    await expect(emergency).toBeVisible();
    await expect(page.getByText('New parking rules')).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: 'Building closed' })).toHaveCount(0);
  });

  test('an alerts editor schedules a warning that shows on every page, then ends it, with every other remote down', async ({
    page,
    browser,
  }) => {
    const start = courtClock(-1);
    const end = courtClock(24 * 60);
    // The tool is mfe-info's: the shell and mfe-info are all it needs.
    await page.route(/\/mfe-(jury|forms|careers)\//, (route) => route.abort('connectionrefused'));
    await page.goto(`${BASE_URL}/staff`);
    const signIn = page.getByRole('form', { name: 'Staff sign-in' });
    await signIn.getByLabel('Username').fill(EDITOR);
    await signIn.getByLabel('Password').fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Site alerts' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site alerts');

    await page.getByLabel('Severity').selectOption({ label: 'Warning' });
    await page.getByLabel('Heading in English').fill('Docket moved to Room 3');
    await page.getByLabel('Heading in Spanish').fill('Audiencias trasladadas a la sala 3');
    await page
      .getByLabel('Text in English', { exact: true })
      .fill('Today only, all hearings are in Room 3.');
    await page
      .getByLabel('Text in Spanish', { exact: true })
      .fill('Solo hoy, todas las audiencias son en la sala 3.');
    await page.getByLabel('Start date').fill(start.date);
    await page.getByLabel('Start time').fill(start.time);
    await page.getByLabel('End date').fill(end.date);
    await page.getByLabel('End time').fill(end.time);
    await expect(
      page.getByRole('region', { name: /^Vista previa en español: Advertencia: / }),
    ).toContainText('Audiencias trasladadas a la sala 3');
    await page.getByRole('button', { name: 'Save the new alert' }).click();
    await expect(page.getByText('New alert saved: Docket moved to Room 3.')).toBeFocused();
    const row = page.getByRole('row').filter({ hasText: 'Docket moved to Room 3' });
    await expect(row).toContainText('In force');
    await expectNoAxeViolations(page);

    const visitor = await browser.newPage();
    for (const url of ['/', '/jury-service', '/es/', '/es/forms']) {
      await visitor.goto(`${BASE_URL}${url}`);
      const spanish = url.startsWith('/es/');
      await expect(
        visitor.getByRole('region', { name: spanish ? /^Advertencia: / : /^Warning: / }),
      ).toContainText(spanish ? 'Audiencias trasladadas a la sala 3' : 'Docket moved to Room 3');
    }

    await row.getByRole('button', { name: /End now/ }).click();
    const dialog = page.getByRole('dialog', { name: 'End this alert now?' });
    await dialog.getByRole('button', { name: 'End the alert now' }).click();
    await expect(page.getByText('Alert ended: Docket moved to Room 3.')).toBeVisible();
    await expect(row).toContainText('Ended');
    await visitor.goto(`${BASE_URL}/jury-service`);
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(visitor.getByText('Docket moved to Room 3')).toHaveCount(0);
    await visitor.close();
  });

  test('an alert ended by staff leaves the pages at once', async ({ page }) => {
    const id = await postAlert({ headingEn: 'Docket moved' });
    await page.goto(`${BASE_URL}/jury-service`);
    await expect(page.getByText('Docket moved')).toBeVisible();
    await endAlert(id);
    await page.goto(`${BASE_URL}/interpreter`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Docket moved')).toHaveCount(0);
  });
});
