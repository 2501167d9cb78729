// The back-office pages and their guarding loaders in one lazy chunk: one dynamic import (and
// one preload list) in the first JavaScript instead of one per page, which every visitor loads.
export { contactMessagesLoader, operationsLoader, statisticsLoader } from './operations-loaders';
export { ContactMessagesPage } from './ContactMessagesPage';
export { OperationsPage } from './OperationsPage';
export { StatisticsPage } from './StatisticsPage';
export { queuesLoader, unmatchedOffersLoader } from './unmatched-queues-loaders';
export { QueuesPage } from './QueuesPage';
export { UnmatchedOffersPage } from './UnmatchedOffersPage';
export { dealerEditLoader, dealersLoader, feedRunLoader, feedRunsLoader } from './dealers-loaders';
export { DealerEditPage } from './DealerEditPage';
export { DealersPage } from './DealersPage';
export { FeedRunPage } from './FeedRunPage';
export { FeedRunsPage } from './FeedRunsPage';
