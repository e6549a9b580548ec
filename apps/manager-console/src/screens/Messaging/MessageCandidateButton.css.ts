import { style } from '@vanilla-extract/css';

// In the record's header grid the button keeps its own width instead of spanning the row.
export const button = style({ justifySelf: 'start' });
