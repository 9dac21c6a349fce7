import { drivingPrivilegesSchema, zoomHearingSchema } from '@court/contract/schemas';
import { emptyCourtForm } from './empty-answers';

describe('emptyCourtForm', () => {
  it('starts every answer empty, by its type in the schema, with the robot trap', () => {
    expect(emptyCourtForm(zoomHearingSchema)).toEqual({
      fullName: '',
      hearingDate: '',
      caseNumber: '',
      phone: '',
      email: '',
      agree: false,
      website: '',
    });
  });

  it('fills groups answer by answer and starts lists with no items', () => {
    const empty = emptyCourtForm(drivingPrivilegesSchema('2026-11-26'));
    expect(empty.locations).toEqual([]);
    expect(empty.proofOfInsurance).toEqual({ agentName: '', agentPhone: '', policyNumber: '' });
    expect(empty.homePhone).toBe('');
    // A new list each time: one form's locations are never another's.
    expect(emptyCourtForm(drivingPrivilegesSchema('2026-11-26')).locations).not.toBe(
      empty.locations,
    );
  });
});
