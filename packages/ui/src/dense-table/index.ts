// The dense table styles the consoles share (vanilla-extract class names).
export * from './dense-table.css.ts';
