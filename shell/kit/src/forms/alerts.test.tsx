import { screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { Formik, useFormikContext } from 'formik';
import { expectNoAxeViolations, renderPage } from '../testing';
import { ErrorSummary } from './error-summary';
import { FormSuccess } from './form-success';
import { SubmitButton } from './submit-button';

describe('error summary', () => {
  it('shows the general error prefixed ERROR: and takes focus when it appears', async () => {
    const { container } = renderPage(<ErrorSummary items={[]} generalError="network.error" />);
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary).toHaveTextContent(
      'ERROR: We could not reach the court. Check your connection and try again; your answers are kept.',
    );
    // Focus already makes screen readers read it; an alert role would read it a second time.
    expect(summary).not.toHaveAttribute('role', 'alert');
    await expectNoAxeViolations(container);
  });

  it('links the errors of fields on the page and lists the others as text', async () => {
    const { container } = renderPage(
      <ErrorSummary
        items={[
          { name: 'email', message: 'email.required', href: '#email' },
          { name: 'account', message: 'This account is closed.' },
        ]}
      />,
    );
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(within(summary).getByRole('link')).toHaveAttribute('href', '#email');
    expect(within(summary).getByRole('link')).toHaveTextContent('Enter your e-mail address.');
    expect(within(summary).getByText('This account is closed.').tagName).toBe('LI');
    await expectNoAxeViolations(container);
  });

  it('is titled in Spanish on Spanish pages', () => {
    renderPage(<ErrorSummary items={[]} generalError="server.error" />, { route: '/es/' });
    expect(screen.getByRole('region', { name: 'Hay un problema' })).toHaveTextContent(
      'ERROR: Algo salió mal de nuestro lado.',
    );
  });
});

describe('form success', () => {
  it('confirms in a success alert that takes focus and is named by its words', async () => {
    const { container } = renderPage(
      <FormSuccess message="Your request has been submitted." reference="IN-2026-000031" />,
    );
    const alert = screen.getByRole('status');
    expect(alert).toHaveClass('usa-alert', 'usa-alert--success');
    // Focus reads the name and description: the status is not read out as it appears.
    expect(alert).toHaveAccessibleName('Your request has been submitted.');
    expect(alert).toHaveAccessibleDescription(
      'Your reference number is IN-2026-000031. Keep it: the court will ask for it if you call.',
    );
    await waitFor(() => expect(alert).toHaveFocus());
    await expectNoAxeViolations(container);
  });
});

describe('submit button', () => {
  /** Puts the enclosing form in the given saving state, as a pending submit would. */
  function Saving({ isSubmitting }: { isSubmitting: boolean }) {
    const { setSubmitting } = useFormikContext();
    useEffect(() => setSubmitting(isSubmitting), [isSubmitting, setSubmitting]);
    return null;
  }

  function renderButton(isSubmitting: boolean, route = '/') {
    return renderPage(
      <Formik initialValues={{}} onSubmit={() => undefined}>
        <form>
          <Saving isSubmitting={isSubmitting} />
          <SubmitButton />
        </form>
      </Formik>,
      { route },
    );
  }

  it('submits the form while idle', async () => {
    const { container } = renderButton(false);
    const button = screen.getByRole('button', { name: 'Submit' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeEnabled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await expectNoAxeViolations(container);
  });

  it('is disabled and announces "Please wait..." while saving', async () => {
    const { container } = renderButton(true);
    expect(await screen.findByRole('button', { name: 'Please wait...' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Please wait...');
    await expectNoAxeViolations(container);
  });

  it('speaks Spanish on Spanish pages', async () => {
    renderButton(true, '/es/');
    expect(await screen.findByRole('button', { name: 'Espere, por favor...' })).toBeDisabled();
  });
});
