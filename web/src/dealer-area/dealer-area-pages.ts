// The shop login, the invitation page and the dealer area with their guarding loaders in one
// lazy chunk: one dynamic import in the first JavaScript instead of one per page.
export { dealerAreaLoader, shopPageLoader } from './dealer-area-loaders';
export { DealerAreaPage } from './DealerAreaPage';
export { InvitationPage } from './InvitationPage';
export { ShopLoginPage } from './ShopLoginPage';
export { ShopPage } from './ShopPage';
