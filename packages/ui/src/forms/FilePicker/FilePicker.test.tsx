import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { acceptAttribute, FilePicker } from './FilePicker.tsx';

function renderPicker() {
  const onSelect = vi.fn();
  const onRejectType = vi.fn();
  render(
    <FilePicker
      label="CV"
      accept={['pdf', 'docx']}
      formatAcceptedTypes={(types) => `Accepted file types: ${types}`}
      onSelect={onSelect}
      onRejectType={onRejectType}
      fileName="cv-2026.pdf"
    />,
  );
  return { onSelect, onRejectType, input: screen.getByLabelText('CV') };
}

describe('FilePicker', () => {
  it('shows the accepted types and the chosen file as its description', () => {
    const { input } = renderPicker();
    expect(input).toHaveAttribute('accept', '.pdf,.docx');
    expect(input).toHaveAccessibleDescription('Accepted file types: PDF, DOCX cv-2026.pdf');
  });

  it('hands out a file of an accepted type, whatever the case of its extension', () => {
    const { input, onSelect } = renderPicker();
    const file = new File(['%PDF'], 'CV.PDF', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onSelect).toHaveBeenCalledWith(file);
  });

  it('rejects a file of another type', () => {
    const { input, onSelect, onRejectType } = renderPicker();
    const file = new File(['x'], 'photo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onSelect).not.toHaveBeenCalled();
    expect(onRejectType).toHaveBeenCalledWith(file);
  });

  it('accepts both spellings of jpeg', () => {
    expect(acceptAttribute(['jpeg', 'png'])).toBe('.jpeg,.jpg,.png');
  });
});
