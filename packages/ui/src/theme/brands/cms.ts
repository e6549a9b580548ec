import type { ThemeTokens } from '../tokens.ts';
import { systemFont } from '../tokens.ts';

// Shortlist Hire: teal.
export const cmsTokens: ThemeTokens = {
  color: {
    background: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#f1f6f5',
    text: '#1a1d21',
    textMuted: '#5c6470',
    border: '#8a919c',
    link: '#00695c',
    focus: '#00695c',
    primary: '#00695c',
    primaryHover: '#004d43',
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
