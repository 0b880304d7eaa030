import {
  homeJsonLd,
  serviceCatalogJsonLd,
  softwareApplicationJsonLd,
  webSiteJsonLd,
} from '../../client/src/features/landing/landing-structured-data';

const site = { productName: 'Bidlight', publicSiteUrl: 'https://bidlight.example' };

test('the software application declares the $35 monthly Early Adopter offer in US dollars', () => {
  const app = softwareApplicationJsonLd(site);
  expect(app['@type']).toBe('SoftwareApplication');
  expect(app.name).toBe('Bidlight');
  expect(app.offers).toMatchObject({ '@type': 'Offer', name: 'Early Adopter plan', price: '35', priceCurrency: 'USD' });
  expect(app.offers.priceSpecification).toMatchObject({ '@type': 'UnitPriceSpecification', price: '35', billingDuration: 'P1M' });
  expect(app.offers.description).toContain('7-day free trial');
});

test('the site search action points at /search with the search_term_string placeholder left unencoded', () => {
  const action = webSiteJsonLd(site).potentialAction;
  expect(action['@type']).toBe('SearchAction');
  expect(action.target.urlTemplate).toBe('https://bidlight.example/search?q={search_term_string}');
  expect(action['query-input']).toBe('required name=search_term_string');
});

test('the service catalogue lists discovery, smart matching and pipeline management, in that order', () => {
  const catalog = serviceCatalogJsonLd(site).hasOfferCatalog;
  expect(catalog['@type']).toBe('OfferCatalog');
  expect(catalog.itemListElement.map((offer) => offer.itemOffered.name)).toEqual(['RFP Discovery', 'Smart Matching', 'Pipeline Management']);
});

test.each([
  ['Bidlight', 'http://localhost:3000'],
  ['Acme Bids', 'https://acme.example'],
])('every object carries the configured name %s and site URL %s', (productName, publicSiteUrl) => {
  const all = homeJsonLd({ productName, publicSiteUrl });
  expect(all.map((thing) => thing['@type'])).toEqual(['SoftwareApplication', 'WebSite', 'Organization']);
  for (const thing of all) {
    expect(thing.name).toBe(productName);
    expect(thing.url).toBe(`${publicSiteUrl}/`);
  }
});
