import type { ThemeTokens } from '../tokens.ts';
import { systemFont } from '../tokens.ts';

// Shortlist Context: burnt orange.
export const contextualTokens: ThemeTokens = {
  color: {
    background: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#faf4f0',
    text: '#211c1a',
    textMuted: '#5c6470',
    border: '#8a919c',
    link: '#8a3300',
    focus: '#8a3300',
    primary: '#a63d00',
    primaryHover: '#7f2f00',
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
