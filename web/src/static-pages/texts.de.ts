/** German texts of the information pages (contact, legal notice, jobs, …); their text comes from the API. */
export const staticPagesDe = {
  /** Before the date an editor last changed the page. */
  updatedAt: 'Stand:',
};
