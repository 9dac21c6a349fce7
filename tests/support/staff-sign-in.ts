import type { Locator, Page } from '@playwright/test';

/**
 * Signs in with a staff sign-in form, the page's unless another (the gate's dialog) is given,
 * and waits for the API's answer, so each attempt is checked alone: its status.
 */
export async function signIn(
  page: Page,
  username: string,
  password: string,
  form: Locator = page.getByRole('form', { name: 'Staff sign-in' }),
): Promise<number> {
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/muni/staff/session') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Sign in' }).click();
  return (await answer).status();
}
