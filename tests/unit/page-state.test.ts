import { serializePageState } from '../../client/src/lib/page-state';

test('a data island can hold any text without closing its script tag, and reads back the same', () => {
  const value = { title: '</script><script>alert(1)</script>', note: '<!-- a comment', separators: 'a\u2028b\u2029c & > d' };
  const serialized = serializePageState(value);
  expect(serialized).not.toContain('<');
  expect(JSON.parse(serialized)).toEqual(value);
});
