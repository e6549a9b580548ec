import type { BrandId } from '@shortlist/domain/brands';
import { brandIds, isBrandId, mainBrandId } from '@shortlist/domain/brands';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { brandThemeClass } from '../src/theme/index.ts';

// Applies the brand chosen in the toolbar to the story and to <body>, where Radix portals render.
const withBrandTheme: Decorator = (Story, context) => {
  const brand: BrandId = isBrandId(context.globals.brand) ? context.globals.brand : mainBrandId;
  const themeClass = brandThemeClass[brand];
  useEffect(() => {
    const classes = themeClass.split(' ');
    document.body.classList.add(...classes);
    return () => document.body.classList.remove(...classes);
  }, [themeClass]);
  return (
    <div className={themeClass} data-brand={brand}>
      <Story />
    </div>
  );
};

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Brand theme (spec §1)',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brandIds.map((id) => ({ value: id, title: id })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: mainBrandId },
  decorators: [withBrandTheme],
  parameters: {
    layout: 'padded',
    a11y: {
      // Every story runs axe after its play function; serious and critical violations fail the test.
      // axe's default rules plus WCAG 2.2 AA (wcag22aa: the 24 px target size of SC 2.5.8, off by default).
      test: 'error',
      options: {
        impactLevels: ['serious', 'critical'],
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
      },
    },
  },
};

export default preview;
