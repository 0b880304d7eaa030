import { resultCount, shorten } from '../../client/src/features/search/search-rules';

describe('search result copy', () => {
  test.each([
    [0, '0 results'],
    [1, '1 result'],
    [2, '2 results'],
    [37, '37 results'],
  ])('%i → "%s"', (total, text) => {
    expect(resultCount(total)).toBe(text);
  });

  test.each([
    ['A short snippet stays as it is.', 40, 'A short snippet stays as it is.'],
    ['Bids are due Friday. Late bids are refused by the county', 21, 'Bids are due Friday…'],
    ['Requests for proposals, quotes, and information', 24, 'Requests for proposals…'],
    ['An RFP names the scope and the deadline of a bid', 20, 'An RFP names the…'],
  ])('"%s" cut at %i characters → "%s"', (text, length, cut) => {
    expect(shorten(text, length)).toBe(cut);
  });
});
