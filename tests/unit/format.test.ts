import { addDays, format, formatISO, parseISO } from 'date-fns';
import { formatContentDate, splitCommas, splitPeriods } from '../../client/src/lib/format';

test('content dates read as date-fns would spell them, for every day of three years', () => {
  const mismatches: string[] = [];
  for (let day = parseISO('2024-01-01'); day < parseISO('2027-01-01'); day = addDays(day, 1)) {
    const iso = formatISO(day, { representation: 'date' });
    for (const pattern of ['MMM d, yyyy', 'MMMM d, yyyy'] as const) {
      const expected = format(parseISO(iso), pattern);
      if (formatContentDate(iso, pattern) !== expected) mismatches.push(`${iso} ${pattern}: ${formatContentDate(iso, pattern)} ≠ ${expected}`);
    }
  }
  expect(mismatches).toEqual([]);
  expect(formatContentDate('2025-09-05')).toBe('Sep 5, 2025');
  expect(formatContentDate('2025-09-05', 'MMMM d, yyyy')).toBe('September 5, 2025');
});

test('lists split on commas and periods, without empty items', () => {
  expect(splitCommas(' RFI,  RFQ ,, IFB ')).toEqual(['RFI', 'RFQ', 'IFB']);
  expect(splitPeriods('State agencies. Hospitals.  ')).toEqual(['State agencies', 'Hospitals']);
});
