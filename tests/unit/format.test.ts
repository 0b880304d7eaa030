import { formatContentDate } from '../../client/src/lib/content-date';
import { splitCommas, splitPeriods } from '../../client/src/lib/format';

test('content dates are spelled "MMM d, yyyy" on cards and "MMMM d, yyyy" on posts', () => {
  expect(formatContentDate('2025-01-01')).toBe('Jan 1, 2025');
  expect(formatContentDate('2025-12-31', 'MMMM d, yyyy')).toBe('December 31, 2025');
  expect(formatContentDate('2025-09-05')).toBe('Sep 5, 2025');
  expect(formatContentDate('2025-09-05', 'MMMM d, yyyy')).toBe('September 5, 2025');
});

test('lists split on commas and periods, without empty items', () => {
  expect(splitCommas(' RFI,  RFQ ,, IFB ')).toEqual(['RFI', 'RFQ', 'IFB']);
  expect(splitPeriods('State agencies. Hospitals.  ')).toEqual(['State agencies', 'Hospitals']);
});
