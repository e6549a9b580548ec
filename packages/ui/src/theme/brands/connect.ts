import type { ThemeTokens } from '../tokens.ts';
import { systemFont } from '../tokens.ts';

// Shortlist Connect: crimson.
export const connectTokens: ThemeTokens = {
  color: {
    background: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#f9f2f3',
    text: '#211a1b',
    textMuted: '#5c6470',
    border: '#8a919c',
    link: '#9b1c31',
    focus: '#9b1c31',
    primary: '#9b1c31',
    primaryHover: '#7a1627',
    onPrimary: '#ffffff',
    success: '#1b6e34',
    onSuccess: '#ffffff',
    failure: '#b3261e',
    onFailure: '#ffffff',
    info: '#e8f1fb',
    onInfo: '#0d3c61',
    warning: '#fff4e0',
    onWarning: '#7a4d00',
    errorText: '#b3261e',
    successText: '#1b6e34',
    overlay: '#1a1d21',
  },
  font: { body: systemFont, heading: systemFont },
};
