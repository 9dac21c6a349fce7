import { expect, type Page } from '@playwright/test';
import { postFromPage } from './post-from-page';
import { solveProofOfWork } from './proof-of-work';

/** A complete application; the last name is made unique per test so the search finds one row. */
const APPLICATION = {
  firstName: 'Pat',
  ssn: '123-45-6789',
  dob: '1988-07-04',
  caseNumber: '2026TRD04567',
  cellPhone: '3305550177',
  homePhone: '',
  email: '',
  address: '12 Elm St, North Canton, OH 44720',
  locations: [
    {
      type: 'Medical',
      name: 'Aultman Hospital',
      address: '2600 6th St SW, Canton, OH 44710',
      days: { monday: true, wednesday: true },
      hours: '9 a.m. to 5 p.m.',
      info: '',
    },
  ],
  proofOfInsurance: { agentName: 'Lee Agent', agentPhone: '3305550199', policyNumber: 'PL-1' },
};

/**
 * Sends a driving-privileges application as the public page would: with the XSRF cookie and
 * header, and a proof-of-work solved in Node. Answers the reference the court gave it.
 */
export async function submitApplication(page: Page, lastName: string): Promise<string> {
  const { body } = await postFromPage(page, '/api/muni/forms/driving-privileges', {
    ...APPLICATION,
    lastName,
    altcha: await solveProofOfWork(),
  });
  const answer = body as { success: boolean; reference?: string };
  expect(answer).toMatchObject({ success: true, reference: expect.stringMatching(/^DP-/) });
  return answer.reference ?? '';
}
