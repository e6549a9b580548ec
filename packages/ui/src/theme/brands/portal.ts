import type { ThemeTokens } from '../tokens.ts';
import { systemFont } from '../tokens.ts';

// Shortlist candidate portal: navy.
export const portalTokens: ThemeTokens = {
  color: {
    background: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#f3f5f8',
    text: '#1a1d21',
    textMuted: '#5c6470',
    border: '#8a919c',
    link: '#1f4e8c',
    focus: '#1f4e8c',
    primary: '#1f4e8c',
    primaryHover: '#163a6b',
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
