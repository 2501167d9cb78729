import type { ApiArea } from '../area';
import { accountsArea } from './accounts';
import { adminArea } from './admin';
import { catalogueArea, searchArea } from './catalogue';
import { communityArea, recommendationsArea } from './community';
import { dealerArea } from './dealer-area';
import { alertsArea, listsArea } from './lists';
import { magazineArea, sitePagesArea } from './magazine';
import { privacyArea } from './privacy';
import { systemArea } from './system';

/** Every described area in the order of the document and the reference page. */
export const API_AREAS: readonly ApiArea[] = [
  systemArea,
  accountsArea,
  catalogueArea,
  searchArea,
  listsArea,
  alertsArea,
  communityArea,
  recommendationsArea,
  magazineArea,
  sitePagesArea,
  privacyArea,
  dealerArea,
  adminArea,
];
