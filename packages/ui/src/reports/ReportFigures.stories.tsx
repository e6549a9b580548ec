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
    await expect(within(row).getAllByText('fewer than 5')).toHaveLength(4);
    // Figures hidden only so the small groups cannot be worked out are not called small.
    const withheld = canvas.getByRole('row', { name: /Independent or fee-paying school/ });
    await expect(within(withheld).getAllByText('withheld')).toHaveLength(3);
    await expect(within(withheld).getAllByText('fewer than 5')).toHaveLength(1);
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
    // Each row with hidden parts names them after its bar, groups under five apart from withheld figures.
    const notes = () => [...chart.querySelectorAll('text')].map((text) => text.textContent).join(' ');
    await waitFor(() => expect(notes()).toMatch(/fewer than 5: Applied,\s*Screening,\s*Interview/));
    await expect(notes()).toMatch(/fewer than 5: Screening;\s*withheld: Applied,\s*Interview/);
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
    // The rate of the group under five is withheld on its (undrawn) bar, the adverse rate marked in words.
    await waitFor(() => expect(notes()).toContain('withheld'));
    await expect(notes()).toContain('▼ adverse impact');
    await expect(notes()).toContain('100%');
  },
};
