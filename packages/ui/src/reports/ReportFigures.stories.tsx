import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ReportChart } from './ReportChart.tsx';
import { ReportTable } from './ReportTable.tsx';
import { adverseSection, reportTexts, snapshotSection } from './report-section.fixture.ts';

// A report section as the console shows it: the chart, then the table of the same figures.

const meta = {
  title: 'Reports/ReportTable',
  component: ReportTable,
  args: { section: snapshotSection, caption: 'School type', texts: reportTexts, locale: 'en-GB' },
} satisfies Meta<typeof ReportTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SuppressedGroup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('row', { name: /Attended school outside the UK/ });
    await expect(within(row).getAllByText('fewer than 5')).toHaveLength(6);
    await expect(canvas.getByRole('rowheader', { name: 'All candidates' })).toBeVisible();
  },
};

export const AdverseImpact: Story = {
  args: { section: adverseSection, caption: 'Progression by gender' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: /28%.*adverse impact/ })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '40%' })).toBeVisible();
  },
};

export const StackedChart: Story = {
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <ReportChart
        section={snapshotSection}
        chart={snapshotSection.chart ?? { type: 'stacked', columns: [] }}
        label="Chart: School type"
        texts={args.texts}
        locale="en-GB"
      />
      <ReportTable {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('figure', { name: 'Chart: School type' });
    // The row whose every group is under five is labelled on its (zero) bar; the other names its parts.
    const notes = () => [...chart.querySelectorAll('text')].map((text) => text.textContent);
    await waitFor(() => expect(notes()).toContain('fewer than 5'));
    await expect(notes().join(' ')).toMatch(/fewer than 5: Screening,\s*Interview/);
  },
};

export const SideBySideBars: Story = {
  args: { section: adverseSection, caption: 'Progression by gender' },
  render: (args) => (
    <div style={{ maxWidth: 390 }}>
      <ReportChart
        section={adverseSection}
        chart={adverseSection.chart ?? { type: 'bars', columns: [] }}
        label="Chart: Progression by gender"
        texts={args.texts}
        locale="en-GB"
      />
      <ReportTable {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('figure', { name: 'Chart: Progression by gender' });
    const notes = () => [...chart.querySelectorAll('text')].map((text) => text.textContent);
    // The group under five is named on its (undrawn) bar, the adverse rate marked in words, not colour alone.
    await waitFor(() => expect(notes()).toContain('fewer than 5'));
    await expect(notes()).toContain('▼ adverse impact');
    await expect(notes()).toContain('100%');
  },
};
