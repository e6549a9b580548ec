import type { ReferenceItem } from '@shortlist/domain/schemas';
import { createI18n } from '@shortlist/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { portalResources } from '../../app/resources.ts';
import type { ProfileOptions } from './ProfileForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import type { ProfileValues } from './profile-values.ts';
import { checkProfile, readProfileValues, writeProfile } from './profile-values.ts';

const item = (id: number, value: string, label: string, group?: string): ReferenceItem => ({
  id,
  value,
  label,
  attributes: group ? { group } : {},
});

const options: ProfileOptions = {
  degreeClasses: [item(1, 'first', 'First'), item(2, 'upper-second', 'Upper second (2:1)')],
  degreeTypes: [item(3, 'llb', 'LLB (Bachelor of Laws)')],
  schoolTypes: [
    item(4, 'state-non-selective', 'State non-selective'),
    item(5, 'prefer-not-to-say', 'Prefer not to say'),
  ],
  genders: [item(6, 'woman', 'Woman'), item(7, 'prefer-to-self-describe', 'Prefer to self-describe')],
  ethnicities: [
    item(8, 'other-arab', 'Arab', 'Other ethnic group'),
    item(9, 'white-irish', 'Irish', 'White'),
    item(10, 'asian-indian', 'Indian', 'Asian, Asian British or Asian Welsh'),
    item(11, 'prefer-not-to-say', 'Prefer not to say'),
  ],
  permitTypes: [item(12, 'british-or-irish-citizen', 'British or Irish citizen')],
};

const demoProfile = {
  universities: [
    {
      universityValue: 'university-of-manchester',
      universityType: 'UNDERGRADUATE',
      universityStartYear: 2021,
      universityGraduationYear: 2024,
      degree: 'LLB',
      degreeClass: 'Upper second (2:1)',
    },
  ],
  sixthFormSchoolCompletedYear: 2021,
  citizen: true,
  permitType: { id: 12, value: 'British or Irish citizen' },
  socialMobility: {
    firstGenerationUniversity: true,
    freeSchoolMeals: false,
    schoolType: 'State non-selective',
    parentalOccupation: 'L2',
    bursary: true,
    careExperience: false,
    refugeeOrAsylum: 'PREFER_NOT_TO_SAY',
  },
  diversity: { gender: 'woman', ethnicity: 'other-arab' },
};

function Harness({
  initial,
  onSubmit,
}: {
  initial: ProfileValues;
  onSubmit: (values: ProfileValues) => void;
}) {
  const [values, setValues] = useState(initial);
  return (
    <ProfileForm
      values={values}
      onChange={setValues}
      errors={checkProfile(values, {
        required: 'Required.',
        graduationBeforeStart: 'Before start.',
        endBeforeStart: 'End.',
      })}
      options={options}
      searchUniversities={async () => []}
      searchSchools={async () => []}
      onSubmit={() => onSubmit(values)}
      submitLabel="Save profile"
      busy={false}
      now={new Date(Date.UTC(2026, 5, 1))}
    />
  );
}

function renderProfile(initial: ProfileValues) {
  const onSubmit = vi.fn();
  render(
    <I18nextProvider i18n={createI18n({ resources: portalResources, modules: [initReactI18next] })}>
      <Harness initial={initial} onSubmit={onSubmit} />
    </I18nextProvider>,
  );
  return { onSubmit };
}

describe('profile values', () => {
  it('reads the stored profile, naming pick-list answers by value', () => {
    const values = readProfileValues({ firstName: 'Amara', lastName: 'Nwosu' }, demoProfile, options);
    expect(values.universities[0]).toMatchObject({
      universityName: 'university-of-manchester',
      degreeClass: 'upper-second',
      degreeType: 'llb',
      startYear: '2021',
      graduationYear: '2024',
    });
    expect(values).toMatchObject({ citizen: 'yes', permitTypeId: '12', schoolType: 'state-non-selective' });
    expect(values).toMatchObject({ firstGenerationUniversity: 'yes', freeSchoolMeals: 'no' });
    expect(values).toMatchObject({
      parentalOccupation: 'L2',
      bursary: 'yes',
      careExperience: 'no',
      refugeeOrAsylum: 'PREFER_NOT_TO_SAY',
    });
  });

  it('reads an unknown parental-occupation answer as unanswered', () => {
    const values = readProfileValues(
      { firstName: 'A', lastName: 'B' },
      { socialMobility: { parentalOccupation: 'astronaut' } },
      options,
    );
    expect(values.parentalOccupation).toBeNull();
  });

  it('writes yes/no answers as booleans, keeps prefer-not-to-say and drops unanswered questions', () => {
    const values = readProfileValues({ firstName: 'A', lastName: 'B' }, {}, options);
    const profile = writeProfile(
      {
        ...values,
        freeSchoolMeals: 'yes',
        firstGenerationUniversity: 'PREFER_NOT_TO_SAY',
        parentalOccupation: 'X1',
        bursary: 'no',
        careExperience: 'yes',
        gender: { choice: 'OTHER', custom: 'Agender' },
      },
      options.permitTypes,
    );
    expect(profile.socialMobility).toEqual({
      freeSchoolMeals: true,
      firstGenerationUniversity: 'PREFER_NOT_TO_SAY',
      parentalOccupation: 'X1',
      bursary: false,
      careExperience: true,
    });
    expect(profile.diversity).toEqual({ gender: 'OTHER', genderSelfDescribed: 'Agender' });
  });
});

describe('profile schools', () => {
  it("keeps a school's reference value and grades through a save, as the form does not edit them", () => {
    const school = {
      schoolValue: 'manchester-academy',
      schoolName: 'Manchester Academy',
      qualifications: [{ qualificationType: 'A-level', subject: 'History', grade: 'A*' }],
    };
    const values = readProfileValues({ firstName: 'A', lastName: 'B' }, { schools: [school] }, options);
    expect(writeProfile(values, options.permitTypes).schools).toEqual([
      { schoolId: null, startYear: null, endYear: null, ...school },
    ]);
  });
});

describe('ProfileForm', () => {
  it('lists ethnicities with their group, Other last, and prefer-not-to-say once at the end', () => {
    renderProfile(readProfileValues({ firstName: 'A', lastName: 'B' }, {}, options));
    const ethnicity = screen.getByRole('group', { name: /Ethnicity/ });
    expect(
      within(ethnicity)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Asian, Asian British or Asian Welsh: Indian',
      'White: Irish',
      'Other ethnic group: Arab',
      'Prefer to self-describe',
      'Prefer not to say',
    ]);
    const gender = screen.getByRole('group', { name: /Gender/ });
    expect(within(gender).getAllByRole('radio', { name: /self-describe/ })).toHaveLength(1);
  });

  it('offers prefer-not-to-say on each social-mobility question', () => {
    renderProfile(readProfileValues({ firstName: 'A', lastName: 'B' }, {}, options));
    for (const question of [
      /type of school/,
      /free school meals/,
      /first generation/,
      /paid work or caring/,
      /bursary, grant/,
      /in care/,
      /refugee or asylum/,
    ]) {
      const group = screen.getByRole('group', { name: question });
      expect(within(group).getAllByRole('radio', { name: 'Prefer not to say' })).toHaveLength(1);
    }
  });

  it('asks for the parental occupation class in plain words and keeps the choice', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderProfile(readProfileValues({ firstName: 'A', lastName: 'B' }, {}, options));
    const occupation = screen.getByRole('combobox', { name: /occupation of the main earner/ });
    expect(within(occupation).getAllByRole('option')).toHaveLength(10);
    await user.selectOptions(
      occupation,
      'Routine manual or service (cleaner, labourer, lorry driver, waiter...)',
    );
    expect(within(occupation).getByRole('option', { name: 'Other / prefer not to say' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ parentalOccupation: 'L3' }));
  });

  it('shows the year rules next to a university and adds one more on request', async () => {
    const user = userEvent.setup();
    renderProfile(readProfileValues({ firstName: 'A', lastName: 'B' }, demoProfile, options));
    await user.selectOptions(screen.getByRole('combobox', { name: /Graduation year/ }), '2019');
    expect(screen.getByText('Before start.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a university' }));
    expect(screen.getByRole('group', { name: 'University 2' })).toBeInTheDocument();
    expect(screen.getAllByText('Required.')).toHaveLength(2);
  });
});
