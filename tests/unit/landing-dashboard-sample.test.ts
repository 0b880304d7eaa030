import {
  SAMPLE_PIPELINE,
  SAMPLE_QUARTERS,
  barHeights,
  changeVsPrevious,
  formatUsdShort,
  pipelineTotal,
} from '../../client/src/features/landing/dashboard-sample';

test.each([
  [2_400_000, '$2.4M'],
  [4_200_000, '$4.2M'],
  [1_100_000, '$1.1M'],
  [1_000_000, '$1M'],
  [640_000, '$640K'],
  [1_500, '$2K'],
  [950, '$950'],
])('formatUsdShort(%d) is %s', (value, text) => {
  expect(formatUsdShort(value)).toBe(text);
});

test.each([
  [2_500_000, 4_200_000, 68],
  [100, 150, 50],
  [200, 100, -50],
  [0, 100, 0],
])('changeVsPrevious(%d, %d) is %d%%', (previous, current, percent) => {
  expect(changeVsPrevious(previous, current)).toBe(percent);
});

test('bar heights are shares of the largest value', () => {
  expect(barHeights([1, 2, 4])).toEqual([25, 50, 100]);
  expect(barHeights([0, 0])).toEqual([0, 0]);
});

test('the sample pipeline matches the specification figures: three columns worth $2.4M in total', () => {
  expect(SAMPLE_PIPELINE.map((column) => column.stage)).toEqual(['Tracking', 'Preparing', 'Submitted']);
  expect(formatUsdShort(pipelineTotal(SAMPLE_PIPELINE))).toBe('$2.4M');
  for (const column of SAMPLE_PIPELINE) {
    for (const opportunity of column.opportunities) expect(opportunity.match).toBeGreaterThanOrEqual(0);
  }
});

test('the second panel shows $4.2M this quarter, 68% above the quarter before', () => {
  const current = SAMPLE_QUARTERS.at(-1)!;
  const previous = SAMPLE_QUARTERS.at(-2)!;
  expect(formatUsdShort(current.value)).toBe('$4.2M');
  expect(changeVsPrevious(previous.value, current.value)).toBe(68);
});
