import type { RouteObject } from 'react-router';
import { NOINDEX } from '../head/robots';

const pages = () => import('./operations-pages');
const handle = { lazyModule: 'src/operations/operations-pages.ts', ...NOINDEX };

/**
 * The operators' back office (permission `operator_queues`, the one the API's `admin/` calls
 * require): `/betrieb`, an index of the operators' tools, `/betrieb/statistik`, the web
 * analytics, and `/betrieb/kontakt`, the contact form's messages. Unlike the editorial routes,
 * the guarding loaders come with the pages' lazy module: every byte these routes add to the first
 * JavaScript counts against the game page's budget, and only operators open them.
 */
export const operationsRoutes: RouteObject[] = [
  {
    path: 'betrieb',
    lazy: async () => {
      const { operationsLoader, OperationsPage } = await pages();
      return { loader: operationsLoader, Component: OperationsPage };
    },
    handle,
  },
  {
    path: 'betrieb/statistik',
    lazy: async () => {
      const { statisticsLoader, StatisticsPage } = await pages();
      return { loader: statisticsLoader, Component: StatisticsPage };
    },
    handle,
  },
  {
    path: 'betrieb/kontakt',
    lazy: async () => {
      const { contactMessagesLoader, ContactMessagesPage } = await pages();
      return { loader: contactMessagesLoader, Component: ContactMessagesPage };
    },
    handle,
  },
  // unmatched offers with their assignment, and the job queues with the reindex
  {
    path: 'betrieb/unzugeordnet',
    lazy: async () => {
      const { unmatchedOffersLoader, UnmatchedOffersPage } = await pages();
      return { loader: unmatchedOffersLoader, Component: UnmatchedOffersPage };
    },
    handle,
  },
  {
    path: 'betrieb/warteschlangen',
    lazy: async () => {
      const { queuesLoader, QueuesPage } = await pages();
      return { loader: queuesLoader, Component: QueuesPage };
    },
    handle,
  },
  {
    path: 'betrieb/haendler',
    lazy: async () => {
      const { dealersLoader, DealersPage } = await pages();
      return { loader: dealersLoader, Component: DealersPage };
    },
    handle,
  },
  {
    // `neu` (a new dealer) or a dealer's id
    path: 'betrieb/haendler/:id',
    lazy: async () => {
      const { dealerEditLoader, DealerEditPage } = await pages();
      return { loader: dealerEditLoader, Component: DealerEditPage };
    },
    handle,
  },
  {
    path: 'betrieb/feeds',
    lazy: async () => {
      const { feedRunsLoader, FeedRunsPage } = await pages();
      return { loader: feedRunsLoader, Component: FeedRunsPage };
    },
    handle,
  },
  {
    path: 'betrieb/feeds/:runId',
    lazy: async () => {
      const { feedRunLoader, FeedRunPage } = await pages();
      return { loader: feedRunLoader, Component: FeedRunPage };
    },
    handle,
  },
];
