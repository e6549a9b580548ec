import type { ThemeTokens } from '../tokens.ts';
import { systemFont } from '../tokens.ts';

// Shortlist Lateral: plum.
export const lateralTokens: ThemeTokens = {
  color: {
    background: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#f5f2f8',
    text: '#1c1a21',
    textMuted: '#5c6470',
    border: '#8a919c',
    link: '#5b2a86',
    focus: '#5b2a86',
    primary: '#5b2a86',
    primaryHover: '#451f66',
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
