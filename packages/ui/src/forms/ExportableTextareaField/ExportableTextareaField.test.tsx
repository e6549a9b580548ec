import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ExportableTextareaField } from './ExportableTextareaField.tsx';

describe('ExportableTextareaField', () => {
  it('hands the current text out when exported', () => {
    const onExport = vi.fn();
    render(
      <ExportableTextareaField
        label="Interview notes"
        value="Strong answers"
        onChange={() => undefined}
        exportLabel="Export notes"
        onExport={onExport}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export notes' }));
    expect(onExport).toHaveBeenCalledWith('Strong answers');
  });

  it('cannot export an empty answer', () => {
    render(
      <ExportableTextareaField
        label="Notes"
        value="  "
        onChange={() => undefined}
        exportLabel="Export"
        onExport={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });
});
