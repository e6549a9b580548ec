import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StepIndicator, schedulingWizardSteps } from './StepIndicator.tsx';

const labels = [
  'Select role & stage',
  'Define time slots',
  'Add availability',
  'Review & confirm',
  'Create Invitation',
];
const steps = schedulingWizardSteps.map((id, index) => ({ id, label: labels[index] ?? id }));

describe('StepIndicator', () => {
  it('lists the five scheduling steps in order', () => {
    expect(schedulingWizardSteps).toEqual(['structure', 'slot', 'calendar', 'slotlist', 'invitation']);
    render(
      <StepIndicator
        label="Scheduling steps"
        steps={steps}
        currentId="calendar"
        completedLabel="Completed"
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Scheduling steps' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace('Completed', ''))).toEqual([
      'Select role & stage',
      'Define time slots',
      '3Add availability',
      '4Review & confirm',
      '5Create Invitation',
    ]);
  });

  it('marks the current step and ticks the finished ones', () => {
    render(
      <StepIndicator
        label="Scheduling steps"
        steps={steps}
        currentId="calendar"
        completedLabel="Completed"
      />,
    );
    expect(screen.getByText('Add availability')).toHaveAttribute('aria-current', 'step');
    expect(screen.getAllByRole('img', { name: 'Completed' })).toHaveLength(2);
  });
});
