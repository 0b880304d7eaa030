import { EncodedPerVersion } from '../../server/src/http/encoded-once';

describe('EncodedPerVersion', () => {
  test('builds a document once per content value and name; a new value (changed content) builds it again', () => {
    const documents = new EncodedPerVersion<string[]>();
    const builds: string[] = [];
    const build = (text: string) => () => {
      builds.push(text);
      return text;
    };
    const version1 = ['a'];
    const first = documents.get(version1, 'sitemap', build('one'));
    expect(documents.get(version1, 'sitemap', build('again'))).toBe(first);
    expect(first!.body.toString('utf8')).toBe('one');
    expect(documents.get(version1, 'rss', build('feed'))!.body.toString('utf8')).toBe('feed');

    const version2 = ['a'];
    expect(documents.get(version2, 'sitemap', build('two'))!.body.toString('utf8')).toBe('two');
    expect(builds).toEqual(['one', 'feed', 'two']);
  });

  test('a document that does not exist is not kept: it is asked for again, and nothing is stored for it', () => {
    const documents = new EncodedPerVersion<object>();
    const version = {};
    let calls = 0;
    const missing = () => {
      calls += 1;
      return undefined;
    };
    expect(documents.get(version, 'page-99', missing)).toBeUndefined();
    expect(documents.get(version, 'page-99', missing)).toBeUndefined();
    expect(calls).toBe(2);
  });
});
