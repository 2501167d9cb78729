/**
 * Stands in for InstantSearch's default history router, which `createRouterMiddleware` imports
 * statically although the list always passes its own (routing.ts): the default brings `qs` and
 * its helpers (about 12 KB gzip of every list page's JavaScript). Should a future list forget its
 * router, it fails here at once instead of routing differently.
 */
export default function historyRouter(): never {
  throw new Error('Spielraum lists pass their own router (search/routing.ts); there is no default.');
}
