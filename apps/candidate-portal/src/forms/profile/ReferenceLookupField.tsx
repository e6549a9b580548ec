import type { ReferenceItem } from '@shortlist/domain/schemas';
import { AutocompleteField } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import { useLookup } from './use-lookup.ts';

/** A chosen reference item (by id), or a name the candidate typed that the list does not hold. */
export type ReferenceChoice = { id: number | null; name: string };

export type ReferenceLookupFieldProps = {
  id: string;
  label: string;
  chosen: ReferenceChoice;
  onChoose: (choice: ReferenceChoice) => void;
  search: (term: string) => Promise<readonly ReferenceItem[]>;
  error: string | undefined;
};

/** An autocomplete over a server-searched reference list (universities, schools). */
export function ReferenceLookupField({
  id,
  label,
  chosen,
  onChoose,
  search,
  error,
}: ReferenceLookupFieldProps) {
  const { t } = useTranslation(['candidate', 'common']);
  const chosenValue = chosen.id !== null ? String(chosen.id) : chosen.name ? `name:${chosen.name}` : null;
  const { options, onInputChange } = useLookup(
    search,
    chosenValue ? { value: chosenValue, label: chosen.name } : null,
  );
  return (
    <AutocompleteField
      id={id}
      label={label}
      helperText={t('profileForm.education.typeToSearch')}
      options={options}
      filterLocally={false}
      value={chosenValue}
      onInputChange={onInputChange}
      onChange={(value) => {
        const option = options.find((item) => item.value === value);
        onChoose(
          option && /^\d+$/.test(option.value)
            ? { id: Number(option.value), name: option.label }
            : { id: null, name: option?.label ?? '' },
        );
      }}
      noResultsText={t('applicationForm.noMatches')}
      error={error}
    />
  );
}
