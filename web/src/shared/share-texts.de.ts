/**
 * The share buttons (./ShareButtons.tsx) under magazine posts, recommendation lists and shared
 * wish lists: plain links to the networks, so the names say where a click leads.
 */
export const shareDe = {
  heading: 'Teilen',
  whatsapp: 'Auf WhatsApp teilen',
  facebook: 'Auf Facebook teilen',
  x: 'Auf X teilen',
  pinterest: 'Auf Pinterest teilen',
  email: 'Per E-Mail teilen',
  copyLink: 'Link kopieren',
  copied: 'Link kopiert',
  copyFailed: 'Der Link konnte nicht kopiert werden. Bitte kopiere ihn aus der Adresszeile.',
  native: 'Teilen …',
};
