import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type StaffUser } from '@court/contract';
import { validationMessage } from '@court/contract/schemas';
import { apiRequest, useStaffStore } from '@court/kit';
import {
  answerInTurn,
  expectNoAxeViolations,
  jsonResponse,
  renderPage,
  staffMessage,
  standInForFetch,
} from '../testing';
import { StaffGate } from './staff-gate';

const CLERK: StaffUser = {
  username: 'fclerk',
  displayName: 'Fran Clerk',
  roles: ['forms'],
  secondFactor: true,
};
const REVEAL_URL = '/api/muni/staff/forms/submissions/7/reveal-ssn';
const STEP_UP_URL = '/api/muni/staff/session/step-up';
const PASSKEY_OPTIONS_URL = '/api/muni/staff/session/factor/passkey/options';
const PASSKEY_URL = '/api/muni/staff/session/factor/passkey';

// The browser's side of WebAuthn, as a browser with passkeys answers it. jsdom has no WebAuthn.
const mockWebAuthn = {
  browserSupportsWebAuthn: jest.fn(() => true),
  browserSupportsWebAuthnAutofill: jest.fn(() => Promise.resolve(false)),
  startAuthentication: jest.fn<Promise<unknown>, [unknown]>(),
  WebAuthnAbortService: { cancelCeremony: jest.fn() },
};
jest.mock('@simplewebauthn/browser', () => mockWebAuthn);

const fetchMock = standInForFetch();

function serve(answers: Record<string, Response[]>): void {
  answerInTurn(fetchMock, answers);
}

function needsStepUp(language: 'en' | 'es' = 'en', factors = ['app']): Response {
  return jsonResponse(403, {
    error: staffMessage('staff.stepUp.required', language),
    requestId: 'req-1',
    stepUp: 'factor',
    factors,
  });
}

/** A tool with one sensitive action, as the forms inbox reveals a number. */
function RevealTool() {
  const [shown, setShown] = useState('');
  async function reveal() {
    const result = await apiRequest<{ ssn: string }>(
      'POST',
      'staff/forms/submissions/7/reveal-ssn',
    );
    setShown(result.ok ? result.data.ssn : result.error);
  }
  return (
    <>
      <button type="button" onClick={() => void reveal()}>
        Show SSN
      </button>
      <p data-testid="shown">{shown}</p>
    </>
  );
}

function renderTool(route = '/staff/forms') {
  return renderPage(
    <StaffGate roles={['forms']}>
      <RevealTool />
    </StaffGate>,
    { route },
  );
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  useStaffStore.setState({ staffUser: CLERK });
});

describe('StaffStepUp', () => {
  it('asks for a code, then carries on with the action, focus back on its button', async () => {
    const user = userEvent.setup();
    serve({
      [REVEAL_URL]: [needsStepUp(), jsonResponse(200, { ssn: '123-45-6789' })],
      [STEP_UP_URL]: [
        jsonResponse(400, {
          error: validationMessage('form.invalid', 'en'),
          errors: { code: staffMessage('staff.secondFactor.code.wrong', 'en') },
        }),
        jsonResponse(204),
      ],
    });
    const { container } = renderTool();
    const button = screen.getByRole('button', { name: 'Show SSN' });
    await user.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(within(dialog).getByRole('heading', { name: 'Confirm it is you' })).toHaveFocus();
    await expectNoAxeViolations(container);
    await user.click(await within(dialog).findByRole('button', { name: 'Confirm and continue' }));
    expect(await within(dialog).findByRole('link', { name: /Enter the code/ })).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Code'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and continue' }));
    expect(
      await within(dialog).findAllByText(staffMessage('staff.secondFactor.code.wrong', 'en')),
    ).not.toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Code'));
    await user.type(within(dialog).getByLabelText('Code'), '123 456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and continue' }));

    await waitFor(() => expect(screen.getByTestId('shown')).toHaveTextContent('123-45-6789'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    const stepUps = fetchMock.mock.calls.filter(([url]) => url === STEP_UP_URL);
    expect(JSON.parse(String(stepUps.at(-1)?.[1].body))).toEqual({ code: '123456' });
  });

  it('leaves the action refused, with its message, when the person cancels', async () => {
    const user = userEvent.setup();
    serve({ [REVEAL_URL]: [needsStepUp('es')] });
    renderTool('/es/staff/forms');
    await user.click(screen.getByRole('button', { name: 'Show SSN' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirme que es usted' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await waitFor(() =>
      expect(screen.getByTestId('shown')).toHaveTextContent(
        staffMessage('staff.stepUp.required', 'es'),
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === STEP_UP_URL)).toHaveLength(0);
  });

  it('opens no dialog for an account that has no second factor to prove', async () => {
    const user = userEvent.setup();
    const message = staffMessage('staff.stepUp.enrolFirst', 'en');
    serve({ [REVEAL_URL]: [jsonResponse(403, { error: message, stepUp: 'enrol' })] });
    renderTool();
    await user.click(screen.getByRole('button', { name: 'Show SSN' }));
    await waitFor(() => expect(screen.getByTestId('shown')).toHaveTextContent(message));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers the passkey of an account that has only passkeys, then carries on', async () => {
    const user = userEvent.setup();
    serve({
      [REVEAL_URL]: [needsStepUp('en', ['passkey']), jsonResponse(200, { ssn: '123-45-6789' })],
      [PASSKEY_OPTIONS_URL]: [
        jsonResponse(200, { challenge: 'c2lnbiBtZSwgcGxlYXNl', userVerification: 'required' }),
      ],
      [PASSKEY_URL]: [jsonResponse(200, CLERK)],
    });
    mockWebAuthn.startAuthentication.mockResolvedValueOnce({
      id: 'AAEC',
      rawId: 'AAEC',
      type: 'public-key',
      response: {},
    });
    renderTool();
    await user.click(screen.getByRole('button', { name: 'Show SSN' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    const usePasskey = await within(dialog).findByRole('button', { name: 'Use a passkey' });
    expect(within(dialog).queryByLabelText('Code')).not.toBeInTheDocument();
    await user.click(usePasskey);

    await waitFor(() => expect(screen.getByTestId('shown')).toHaveTextContent('123-45-6789'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mockWebAuthn.startAuthentication).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls.filter(([url]) => url === STEP_UP_URL)).toHaveLength(0);
  });
});
