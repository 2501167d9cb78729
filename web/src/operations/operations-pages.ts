// The back-office pages and their guarding loaders in one lazy chunk: one dynamic import (and
// one preload list) in the first JavaScript instead of one per page, which every visitor loads.
export { contactMessagesLoader, operationsLoader, statisticsLoader } from './operations-loaders';
export { ContactMessagesPage } from './ContactMessagesPage';
export { OperationsPage } from './OperationsPage';
export { StatisticsPage } from './StatisticsPage';
