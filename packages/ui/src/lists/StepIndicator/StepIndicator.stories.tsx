import type { Meta, StoryObj } from '@storybook/react-vite';
import { StepIndicator, schedulingWizardSteps } from './StepIndicator.tsx';

const labels = {
  structure: 'Select role & stage',
  slot: 'Define time slots',
  calendar: 'Add availability',
  slotlist: 'Review & confirm',
  invitation: 'Create Invitation',
} as const;

const meta = {
  title: 'Lists/StepIndicator',
  component: StepIndicator,
  args: {
    label: 'Scheduling steps',
    steps: schedulingWizardSteps.map((id) => ({ id, label: labels[id] })),
    currentId: 'structure',
    completedLabel: 'Completed',
  },
  argTypes: { currentId: { control: 'select', options: schedulingWizardSteps } },
} satisfies Meta<typeof StepIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {};
export const ThirdStep: Story = { args: { currentId: 'calendar' } };
export const LastStep: Story = { args: { currentId: 'invitation' } };
