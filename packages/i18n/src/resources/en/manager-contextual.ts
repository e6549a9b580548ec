import type {
  ContextualEvidenceQuestion,
  ContextualFlagKey,
  SocioEconomicClass,
} from '@shortlist/domain/contextual';

// Wording of the contextual flags a manager reads (issue 13, @shortlist/domain/contextual): each flag's name,
// the rule behind it, the questions its evidence names and the answers. Rules may use {{percentile}} (share
// of the school outperformed), {{top}} (100 minus it) and {{class}} (the occupation class in words).

export const contextual = {
  title: 'Contextual flags',
  intro:
    "Flags come from the candidate's own answers and put their achievements in context; they are never a score.",
  flags: {
    firstGeneration: 'First generation at university',
    freeSchoolMeals: 'Free school meals',
    stateSchool: 'State school',
    bursary: 'Bursary or grant',
    lowerSocioEconomic: 'Lower socio-economic background',
    recentGraduate: 'Recent graduate',
    careExperience: 'Care experienced',
    refugee: 'Refugee or asylum seeker',
    schoolOutperformance: 'Outperformed their school',
  } satisfies Record<ContextualFlagKey, string>,
  rules: {
    firstGeneration: 'The candidate is among the first generation of their family to go to university.',
    freeSchoolMeals: 'The candidate was eligible for free school meals during their school years.',
    stateSchool: 'The candidate mainly attended a state school, selective or not, between 11 and 16.',
    bursary:
      'The candidate received a means-tested bursary, grant or Education Maintenance Allowance at school or university.',
    lowerSocioEconomic:
      "The main household earner's occupation when the candidate was about 14 (a routine, manual or long-term unemployed background): {{class}}.",
    recentGraduate:
      'The candidate graduated in 2020 to 2024 (or 2025 after starting in 2022), or left sixth form or secondary school in 2020 to 2023.',
    careExperience: 'The candidate has been in care.',
    refugee: 'The candidate came to the UK as a refugee or asylum seeker.',
    schoolOutperformance:
      "The candidate's A-level grades beat {{percentile}}% of their school's A-level entrants, putting them in its top {{top}}% (the flag starts at the top 10%).",
  } satisfies Record<ContextualFlagKey, string>,
  questions: {
    firstGenerationUniversity: 'First generation of the family at university?',
    freeSchoolMeals: 'Eligible for free school meals?',
    schoolType: 'Type of school at 11 to 16',
    bursary: 'Means-tested bursary, grant or EMA?',
    parentalOccupation: "Main household earner's occupation at about 14",
    universityStartYear: 'University start year',
    universityGraduationYear: 'University graduation year',
    sixthFormSchoolCompletedYear: 'Sixth form completed',
    secondarySchoolCompletedYear: 'Secondary school completed',
    careExperience: 'Ever been in care?',
    refugeeOrAsylum: 'Came to the UK as a refugee or asylum seeker?',
    school: 'School',
    aLevelGrades: 'A-level grades',
    schoolAveragePoints: "School's average UCAS points per A-level",
  } satisfies Record<ContextualEvidenceQuestion, string>,
  classes: {
    P1: 'Modern professional',
    P2: 'Traditional professional or manager',
    I1: 'Clerical or intermediate',
    I2: 'Small business owner or self-employed',
    L1: 'Technical or craft',
    L2: 'Semi-routine manual or service',
    L3: 'Routine manual or service',
    X1: 'Long-term unemployed',
    X2: 'Other or prefer not to say',
  } satisfies Record<SocioEconomicClass, string>,
  answers: {
    yes: 'Yes',
    no: 'No',
  },
};
