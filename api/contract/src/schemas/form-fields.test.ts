import { drivingPrivilegesSchema, zoomHearingSchema } from './index';
import { answersFromFields, emptyAnswers } from './form-fields';

const DRIVING = drivingPrivilegesSchema('2026-12-05');

describe('answersFromFields', () => {
  it('reads a posted form as the page script sends it: text, ticked boxes, groups', () => {
    const fields = new URLSearchParams({
      fullName: 'Ana Diaz',
      hearingDate: '2026-12-20',
      caseNumber: '2026CRB00012',
      phone: '330-555-0100',
      email: '',
      agree: 'true',
    });
    expect(answersFromFields(zoomHearingSchema, fields)).toEqual({
      fullName: 'Ana Diaz',
      hearingDate: '2026-12-20',
      caseNumber: '2026CRB00012',
      phone: '330-555-0100',
      email: '',
      agree: true,
    });
  });

  it('reads a box left out as unticked and a field left out as empty', () => {
    expect(answersFromFields(zoomHearingSchema, new URLSearchParams())).toEqual(
      emptyAnswers(zoomHearingSchema),
    );
  });

  it('reads list items by their positions in order, and nested groups by their paths', () => {
    const fields = new URLSearchParams([
      ['locations.3.name', 'Clinic'],
      ['locations.3.days.friday', 'true'],
      ['locations.0.name', 'Work'],
      ['locations.0.type', 'employer'],
      ['locations.0.days.monday', 'true'],
      ['proofOfInsurance.agentName', 'Sam Lee'],
    ]);
    const answers = answersFromFields(DRIVING, fields) as {
      locations: { name: string; type: string; days: Record<string, boolean> }[];
      proofOfInsurance: { agentName: string; agentPhone: string };
    };
    expect(answers.locations.map((location) => location.name)).toEqual(['Work', 'Clinic']);
    expect(answers.locations[0]?.type).toBe('employer');
    expect(answers.locations[0]?.days).toMatchObject({ monday: true, tuesday: false });
    expect(answers.locations[1]?.days).toMatchObject({ monday: false, friday: true });
    expect(answers.proofOfInsurance).toEqual({
      agentName: 'Sam Lee',
      agentPhone: '',
      policyNumber: '',
    });
  });

  it('keeps new lines as the script sends them and leaves out names the schema lacks', () => {
    const fields = new URLSearchParams([
      ['address', '1 Main St\r\nCanton'],
      ['__proto__.polluted', 'yes'],
      ['isAdmin', 'true'],
    ]);
    const answers = answersFromFields(DRIVING, fields);
    expect(answers.address).toBe('1 Main St\nCanton');
    expect(Object.keys(answers)).not.toContain('isAdmin');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
