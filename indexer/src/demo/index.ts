export { loadDemoCatalogue } from './catalogue/index';
export { generateDemoData, DEMO_SEED, type DemoData } from './generate';
export { seedDemoData } from './seed';
export { DEMO_PASSWORD, DEMO_USERS, seedCustomFieldAreas } from './users';
export { generateSyntheticCatalogue, type SyntheticOptions } from './synthetic';
