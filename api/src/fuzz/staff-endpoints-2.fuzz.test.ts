// Half of the staff routes' fuzzing (see staff-endpoints-fuzz.ts); the other half is in
// staff-endpoints-1.fuzz.test.ts, so two jest workers share it.
import { fuzzStaffEndpoints } from './staff-endpoints-fuzz';

fuzzStaffEndpoints({ part: 1, of: 2 });
