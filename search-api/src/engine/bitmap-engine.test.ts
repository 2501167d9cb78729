import { createBitmapEngine } from './bitmap-engine';
import { describeFacetCountProperty, describeSearchEngineContract } from './contract.test-suite';

describeSearchEngineContract('bitmap engine', () => createBitmapEngine());

// every way of counting facets and of selecting a page must agree with brute force, not only
// the ones `auto` picks on a small catalogue
describeSearchEngineContract('bitmap engine, pages by bucket walk', () =>
  createBitmapEngine({ directSelectionLimit: 0 }),
);
describeFacetCountProperty(
  'bitmap engine, counting by bitmap, pages by bucket walk',
  () => createBitmapEngine({ facetCountStrategy: 'bitmap', directSelectionLimit: 0 }),
  { runs: 60, seed: 11 },
);
describeFacetCountProperty(
  'bitmap engine, counting by scan',
  () => createBitmapEngine({ facetCountStrategy: 'scan' }),
  { runs: 60, seed: 13 },
);
