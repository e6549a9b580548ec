// Helper text shown under optional form fields (spec §9).

export const optionalHelperText = 'Optional';
