// A real OAuth2/OIDC server on localhost standing in for Google in the Playwright journeys
// (oauth2-mock-server: authorize redirects straight back with a code; token and userinfo
// answer like a provider). Only Google's servers are replaced, never our own code.
import { Events, OAuth2Server } from 'oauth2-mock-server';

const port = Number(process.env.OAUTH_PORT ?? 6104);
const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.on(Events.BeforeUserinfo, (response) => {
  response.body = {
    sub: 'e2e-google-user',
    email: 'gustav@spielraum.test',
    email_verified: true,
    name: 'Gustav Google',
  };
});
await server.start(port, '127.0.0.1');
console.log(`OAuth2 test server on ${server.issuer.url}`);
process.on('SIGTERM', () => void server.stop().then(() => process.exit(0)));
