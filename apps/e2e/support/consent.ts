import { hartwellUrl, publicUrl } from './environment.ts';

// Journeys other than the cookie one start with a stored choice (rejected), so the banner does not cover
// the pages they drive; the cookie journey starts with none and goes through the banner itself.
const rejected = [{ name: 'cookiesAccepted', value: 'false' }];

export const consentAlreadyChosen = {
  cookies: [],
  origins: [
    { origin: hartwellUrl, localStorage: rejected },
    { origin: publicUrl, localStorage: rejected },
  ],
};

export const noConsentChosen = { cookies: [], origins: [] };
