import type { RouteObject } from 'react-router';

const pages = () => import('./operations-pages');
const handle = { lazyModule: 'src/operations/operations-pages.ts' };

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
];
