import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object, string } from 'yup';
import { FORM_PAGE_DATA, FORM_TOKEN_PLACEHOLDER, type PublicForm } from '@court/contract';
import { emptyAnswers, interpreterRequestSchema } from '@court/contract/schemas';
import { createPageData, PageDataContext, type PageData } from '../api/page-data';
import { PageHeading } from '../page/page-heading';
import {
  expectNoAxeViolations,
  jsonResponse,
  renderPage,
  renderPageOnServer,
  standInForFetch,
} from '../testing';
import { CourtForm, useCourtForm } from './court-form';
import { HoneypotField } from './honeypot-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

const EMPTY = { ...emptyAnswers(interpreterRequestSchema), website: '' };

function RequestForm({ form: publicForm = 'interpreter' }: { form?: PublicForm }) {
  const form = useCourtForm({
    path: 'forms/interpreter',
    postsWithoutScript: publicForm,
    initialValues: EMPTY,
    schema: interpreterRequestSchema,
  });
  return (
    <>
      <PageHeading hasError={form.hasError}>Request form</PageHeading>
      <CourtForm form={form} successMessage="Your request has been submitted.">
        <TextField name="fullName" label="Full Name" required />
        <TextField name="email" label="E-Mail Address" type="email" required />
        <HoneypotField name="website" />
        <SubmitButton />
      </CourtForm>
    </>
  );
}

const fetchMock = standInForFetch();

function withPageData(pageData: PageData) {
  return (
    <PageDataContext value={pageData}>
      <RequestForm />
    </PageDataContext>
  );
}

describe('a court form that posts without the script', () => {
  it('is an HTML form to its page, with the page token, that can be sent before the script runs', () => {
    const pageData = createPageData({ [FORM_PAGE_DATA.token]: 'token-of-this-copy' });
    const { container } = renderPageOnServer(withPageData(pageData), { route: '/es/interpreter' });
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/es/interpreter#interpreter-outcome');
    expect(container.querySelector('input[name="formToken"]')).toHaveValue('token-of-this-copy');
    expect(within(container).getByRole('button', { name: 'Enviar' })).toBeEnabled();
    expect(container.textContent).not.toContain('JavaScript');
    expect(container.querySelector('noscript')).toBeNull();
    container.remove();
  });

  it('holds the placeholder the server fills when the page is rendered without page data', () => {
    const { container } = renderPageOnServer(<RequestForm />, { route: '/interpreter' });
    expect(container.querySelector('input[name="formToken"]')).toHaveValue(FORM_TOKEN_PLACEHOLDER);
    container.remove();
  });

  it('shows what a refused post came back with: answers, linked messages, the general one', async () => {
    const pageData = createPageData({
      [FORM_PAGE_DATA.post]: {
        values: { ...EMPTY, fullName: 'Ana Lopez', email: 'not an address' },
        errors: { email: 'Enter an e-mail address in the correct format.' },
        error: 'Too many requests. Wait a minute and try again.',
      },
    });
    const { container } = renderPage(withPageData(pageData), { route: '/interpreter' });
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ana Lopez');
    expect(screen.getByLabelText('E-Mail Address')).toHaveValue('not an address');
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(summary).toHaveTextContent('Too many requests. Wait a minute and try again.');
    expect(
      within(summary).getByRole('link', { name: 'Enter an e-mail address in the correct format.' }),
    ).toHaveAttribute('href', '#email');
    expect(document.title).toMatch(/^Error: Request form/);
    await expectNoAxeViolations(container);
    // Read once: the page's next form starts empty.
    expect(pageData.responses.has(FORM_PAGE_DATA.post)).toBe(false);
  });

  it("shows an accepted post's confirmation with its reference, above an empty form", () => {
    const pageData = createPageData({ [FORM_PAGE_DATA.sent]: { reference: 'IR-2026-000031' } });
    renderPage(withPageData(pageData), { route: '/interpreter' });
    expect(screen.getByText('Your request has been submitted.')).toBeVisible();
    expect(screen.getByText(/IR-2026-000031/)).toBeVisible();
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
  });
  it("sends the page's token with the first answers the script sends from it, and not again", async () => {
    function NameForm() {
      const form = useCourtForm({
        path: 'forms/interpreter',
        postsWithoutScript: 'interpreter',
        initialValues: { fullName: '' },
        schema: object({ fullName: string().required('Enter your name.') }),
      });
      return (
        <CourtForm form={form} successMessage="Your request has been submitted.">
          <TextField name="fullName" label="Full Name" required />
          <SubmitButton />
        </CourtForm>
      );
    }
    document.cookie = 'XSRF-TOKEN=test-token';
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, reference: 'INT-000001' }));
    const user = userEvent.setup();
    const pageData = createPageData({ [FORM_PAGE_DATA.token]: 'token-of-this-copy' });
    renderPage(
      <PageDataContext value={pageData}>
        <NameForm />
      </PageDataContext>,
      { route: '/interpreter' },
    );
    for (const name of ['Ana Lopez', 'Luis Lopez']) {
      await user.type(screen.getByLabelText(/^Full Name/), name);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await screen.findByText('Your request has been submitted.');
    }
    const bodies = fetchMock.mock.calls
      .filter(([url]) => String(url).endsWith('/forms/interpreter'))
      .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
    expect(bodies.map(({ fullName, formToken }) => [fullName, formToken])).toEqual([
      ['Ana Lopez', 'token-of-this-copy'],
      ['Luis Lopez', undefined],
    ]);
  });
});
